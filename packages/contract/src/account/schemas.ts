import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { DATA_EXPORT_STATUSES } from './constants.ts';
import { ACCOUNT_WORDS } from './words.ts';

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
