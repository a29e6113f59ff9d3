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

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A deletion waits this long; signing in before it ends undoes it. */
export const DELETION_GRACE_DAYS = 7;
export const DELETION_GRACE_MS = DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** An address freed by erasure cannot sign up or be moved to for this long (issue 24). */
export const ERASED_ADDRESS_HOLD_DAYS = 30;
export const ERASED_ADDRESS_HOLD_MS = ERASED_ADDRESS_HOLD_DAYS * 24 * 60 * 60 * 1000;

/** What a deleted person is shown as, where others still see their messages. */
export const DELETED_USER_NAME = 'Deleted user';
