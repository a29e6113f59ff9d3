import { z } from 'zod';
import { DELETED_USER_NAME, DELETION_GRACE_DAYS } from './account-settings.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';
import { PRODUCT_NAME } from './product.ts';
import { VALIDATION_WORDS } from './validation.ts';

/**
 * "Download my data" and "Delete my account" (India's DPDP Act 2023, issue 13): the calls, how
 * long a prepared download is kept, and what the server says about both.
 */
export const ACCOUNT_API = {
  /** POST: start preparing a download (or answer the one under way); GET: my recent downloads. */
  exports: '/api/account/exports',
  export: (exportId: string) => `/api/account/exports/${encodeURIComponent(exportId)}`,
  exportDownload: (exportId: string) => `/api/account/exports/${encodeURIComponent(exportId)}/download`,
  /** POST with the password: the account is erased after the grace period. */
  deletion: '/api/account/deletion',
} as const;

/** A prepared download is kept this long, then its file is removed. */
export const DATA_EXPORT_DAYS = 7;
export const DATA_EXPORT_TTL_MS = DATA_EXPORT_DAYS * 24 * 60 * 60 * 1000;

export const ACCOUNT_WORDS = {
  exportStarted: 'We are preparing your data. This can take a few minutes.',
  exportUnderWay: 'Your data is already being prepared.',
  exportNotFound: 'We could not find that download.',
  exportNotReady: 'That download is not ready yet.',
  exportExpired: 'That download has expired. Please ask for a new one.',
  wrongPassword: 'That password is not right, so nothing was deleted.',
  deletionScheduled: `Your account will be erased in ${DELETION_GRACE_DAYS} days. Sign in before then to keep it.`,
  /** Where others still see a deleted person's messages. */
  deletedUserName: DELETED_USER_NAME,
  /** The first line of a download's data.json, in the account's language. */
  exportAbout: `Everything ${PRODUCT_NAME} holds about you`,
} as const;

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100. */
  progress: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When a ready download is removed. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Where the owner downloads it, once ready and until it expires. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportResponseSchema = z.object({ message: z.string(), export: DataExportSchema });
export type DataExportResponse = z.infer<typeof DataExportResponseSchema>;

/** My downloads, newest first (the expired ones dropped). */
export const DataExportListResponseSchema = z.object({ items: z.array(DataExportSchema) });
export type DataExportListResponse = z.infer<typeof DataExportListResponseSchema>;

export const DataExportParamsSchema = z.object({
  exportId: z.uuid(ACCOUNT_WORDS.exportNotFound),
});

export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: VALIDATION_WORDS.passwordRequired })
    .min(1, VALIDATION_WORDS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

export const DeleteAccountResponseSchema = z.object({
  message: z.string(),
  /** When the account is erased unless its owner signs in before. */
  erasesAt: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
