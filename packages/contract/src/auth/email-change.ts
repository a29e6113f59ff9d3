import { z } from 'zod';
import { EmailSchema } from './schemas.ts';
import { ChangePasswordSchema, linkToken } from './session-schemas.ts';

/** The link mailed to a new address works once, for a day. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Links to a new address (first and resent) per account and hour. */
export const EMAIL_CHANGE_LINK_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/** What the email-change calls say. */
export const EMAIL_CHANGE_WORDS = {
  requested: 'We sent a link to your new address. Open it to finish the change.',
  resent: 'We sent the link to your new address again.',
  cancelled: 'The change is cancelled: you keep your current address.',
  done: 'Your email address is changed. Sign in with the new one from now on.',
  sameAddress: 'That is already your email address.',
  nothingPending: 'There is no change of address waiting to be confirmed.',
  tooManyLinks: 'We have sent several links in the last hour. Please wait a while before asking again.',
  linkInvalid:
    'This link does not work any more: it was used, replaced by a newer one, cancelled or it expired. You can ask for a new one in Settings.',
  addressTaken: 'Another account now uses this address, so the change cannot be made.',
} as const;

/** POST /api/auth/email: the new address, and the current password to prove it is the owner. */
export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: ChangePasswordSchema.shape.currentPassword,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>;

/** The account's address, and the one waiting for its link to be opened (null when none). */
export const EmailStateSchema = z.object({
  email: z.string(),
  pendingEmail: z.string().nullable(),
});
export type EmailState = z.infer<typeof EmailStateSchema>;

export const EmailChangeAnswerSchema = EmailStateSchema.extend({ message: z.string() });
export type EmailChangeAnswer = z.infer<typeof EmailChangeAnswerSchema>;

/** POST /api/auth/email/confirm: the token from the link mailed to the new address. */
export const ConfirmEmailChangeSchema = z.object({
  token: linkToken(EMAIL_CHANGE_WORDS.linkInvalid),
});
