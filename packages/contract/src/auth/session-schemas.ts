import { z } from 'zod';
import { LOCALES } from '../i18n.ts';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { RoleSchema } from '../schemas/role.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { API_ERRORS } from '../words.ts';
import { EmailSchema, NewPasswordSchema } from './schemas.ts';

/** One signed-in device, as "Where you're signed in" lists it. */
export const SessionSchema = z.object({
  id: z.string(),
  /**
   * The browser and the system read from the user agent ("Chrome", "Windows"), null when not
   * recognised: names, which the app puts into words in its language ("Chrome on Windows").
   */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked: "This device". */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionSchema>;

export const SessionListSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

export const CurrentSessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
  /** The account's language (PUT /api/auth/preferences). */
  locale: z.enum(LOCALES),
});
export type CurrentSession = z.infer<typeof CurrentSessionSchema>;

export const SessionIdParamsSchema = z.object({ sessionId: z.uuid(API_ERRORS.sessionNotFound) });

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: VALIDATION_WORDS.currentPasswordRequired })
    .min(1, VALIDATION_WORDS.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** A one-time emailed link's token; anything that cannot be one is refused with `message`. */
export const linkToken = (message: string) =>
  z
    .string({ error: message })
    .min(10, message)
    .max(200, message)
    .regex(/^[\w-]+$/, message);

export const ResetPasswordSchema = z.object({
  token: linkToken(API_ERRORS.resetLinkInvalid),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const UnlockSigninSchema = z.object({ token: linkToken(API_ERRORS.unlockLinkInvalid) });
export type UnlockSigninInput = z.infer<typeof UnlockSigninSchema>;
