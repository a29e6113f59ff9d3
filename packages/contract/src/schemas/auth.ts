import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { API_ERRORS } from '../messages.ts';
import { RoleSchema } from './role.ts';

export const EmailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const SigninSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH),
});
export type SigninInput = z.infer<typeof SigninSchema>;

/** The rules for a new password: signup, password change and reset alike. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

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
