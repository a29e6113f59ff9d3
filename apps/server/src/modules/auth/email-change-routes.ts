import { authApi } from '@ideaignite/contract/auth';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
  getEmailState,
  requestEmailChange,
  resendEmailChange,
} from './email-change-service.ts';

/** Per address and route; a refusal says API_ERRORS.tooManyRequests (plugins/security.ts). */
const limited = (max: number) => ({ config: { rateLimit: { max, timeWindow: 15 * 60 * 1000 } } });

/**
 * The account's email address and changing it (signed in; the current password required), and
 * the emailed link that makes the change.
 */
export const emailChangeRoutes: ModuleRoutes = async (app, { container }) => {
  route(app, authApi.email, async (request) => getEmailState(container, currentUser(request)));

  route(
    app,
    authApi.changeEmail,
    async (request) => requestEmailChange(container, currentUser(request), request.body),
    limited(10),
  );

  route(
    app,
    authApi.resendEmailChange,
    async (request) => resendEmailChange(container, currentUser(request)),
    limited(10),
  );

  route(app, authApi.cancelEmailChange, async (request) =>
    cancelEmailChange(container, currentUser(request)),
  );

  // The emailed link's landing page, signed in to the same account (decision 024).
  route(
    app,
    authApi.confirmEmailChange,
    async (request) => confirmEmailChange(container, currentUser(request), request.body.token),
    limited(30),
  );
};
