import { PRODUCT_NAME } from '../product.ts';
import { DELETED_USER_NAME, DELETION_GRACE_DAYS } from './constants.ts';

/** What "Download my data" and "Delete my account" say. */
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
