import { API_ERRORS, PASSWORD_RESET_IP_LIMIT } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { changePassword, requestPasswordReset, resetPassword, unlockSignin } from './password-service.ts';

const limited = (max: number, timeWindow: number, message: string) => ({
  config: {
    rateLimit: {
      max,
      timeWindow,
      errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
        statusCode: 429,
        message,
        retryAfter: context.after,
      }),
    },
  },
});
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Password change (signed in; the current password required). */
export const passwordRoutes: ModuleRoutes = async (app, { container }) => {
  route(
    app,
    authApi.changePassword,
    async (request) => changePassword(container, currentUser(request), request.body),
    limited(10, FIFTEEN_MINUTES, API_ERRORS.tooManyRequests),
  );
};

/** Password reset by emailed link, and the emailed sign-in unlock link. */
export const publicPasswordRoutes: ModuleRoutes = async (app, { container }) => {
  route(
    app,
    authApi.forgotPassword,
    async (request) => requestPasswordReset(container, request.body.email),
    limited(PASSWORD_RESET_IP_LIMIT.max, PASSWORD_RESET_IP_LIMIT.windowMs, API_ERRORS.tooManyResets),
  );

  route(
    app,
    authApi.resetPassword,
    async (request) => resetPassword(container, request.body),
    limited(20, FIFTEEN_MINUTES, API_ERRORS.tooManyRequests),
  );

  route(
    app,
    authApi.unlockSignin,
    async (request) => unlockSignin(container, request.body),
    limited(20, FIFTEEN_MINUTES, API_ERRORS.tooManyRequests),
  );
};
