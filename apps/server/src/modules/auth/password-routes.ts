import {
  API,
  API_ERRORS,
  ChangePasswordSchema,
  ErrorSchema,
  ForgotPasswordSchema,
  MessageSchema,
  PASSWORD_RESET_IP_LIMIT,
  ResetPasswordSchema,
  UnlockSigninSchema,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { changePassword, requestPasswordReset, resetPassword, unlockSignin } from './password-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema };
const limited = (max: number, timeWindow: number, message: string) => ({
  rateLimit: {
    max,
    timeWindow,
    errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
      statusCode: 429,
      message,
      retryAfter: context.after,
    }),
  },
});
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Password change (signed in; the current password required). */
export const passwordRoutes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.changePassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Change your password (current one required); your other sessions end',
        body: ChangePasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
      config: limited(10, FIFTEEN_MINUTES, API_ERRORS.tooManyRequests),
    },
    async (request) => changePassword(container, currentUser(request), request.body),
  );
};

/** Password reset by emailed link, and the emailed sign-in unlock link. */
export const publicPasswordRoutes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link; the same answer whether or not the account exists',
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
      config: limited(
        PASSWORD_RESET_IP_LIMIT.max,
        PASSWORD_RESET_IP_LIMIT.windowMs,
        API_ERRORS.tooManyResets,
      ),
    },
    async (request) => requestPasswordReset(container, request.body.email),
  );

  app.post(
    API.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed link: works once, ends every session',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
      config: limited(20, FIFTEEN_MINUTES, API_ERRORS.tooManyRequests),
    },
    async (request) => resetPassword(container, request.body),
  );

  app.post(
    API.unlockSignin,
    {
      schema: {
        tags: ['auth'],
        summary: 'End a sign-in lock with the link emailed to the account owner',
        body: UnlockSigninSchema,
        response: { 200: MessageSchema, ...errors },
      },
      config: limited(20, FIFTEEN_MINUTES, API_ERRORS.tooManyRequests),
    },
    async (request) => unlockSignin(container, request.body),
  );
};
