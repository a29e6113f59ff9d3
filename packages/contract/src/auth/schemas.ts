import { z } from 'zod';
import { LOCALES } from '../i18n.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { RoleSchema } from '../schemas/role.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { API_ERRORS } from '../words.ts';

export const EmailSchema = z
  .string({ error: VALIDATION_WORDS.emailRequired })
  .trim()
  .min(1, VALIDATION_WORDS.emailRequired)
  .max(254, VALIDATION_WORDS.emailTooLong)
  .pipe(z.email({ error: VALIDATION_WORDS.emailInvalid }));

export const SigninSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: VALIDATION_WORDS.passwordRequired })
    .min(1, VALIDATION_WORDS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type SigninInput = z.infer<typeof SigninSchema>;

/** The rules for a new password: signup, password change and reset alike. */
export const NewPasswordSchema = z
  .string({ error: VALIDATION_WORDS.passwordRequired })
  .min(1, VALIDATION_WORDS.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION_WORDS.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_WORDS.passwordTooLong);

export const SignupSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  role: RoleSchema,
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const SignupResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
  id: z.string(),
  role: RoleSchema,
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

export const SigninResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
  id: z.string(),
  role: RoleSchema,
  /** The account's language: the web switches to it on sign-in. */
  locale: z.enum(LOCALES),
  /** True when signing in undid a requested account deletion (within its grace period). */
  deletionCancelled: z.boolean().optional(),
});
export type SigninResponse = z.infer<typeof SigninResponseSchema>;

export const VerifyResponseSchema = z.object({
  message: z.string(),
  verified: z.boolean(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

export const ConfirmEmailSchema = z.object({
  token: z
    .string({ error: API_ERRORS.verifyLinkInvalid })
    .min(10, API_ERRORS.verifyLinkInvalid)
    .max(200, API_ERRORS.verifyLinkInvalid),
});
