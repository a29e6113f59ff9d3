import { API_ERRORS, SIGNIN_IP_LIMIT } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie.ts';
import { bearerToken, currentUser } from '../../plugins/authentication.ts';
import { signin, signup } from './auth-service.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { passwordRoutes, publicPasswordRoutes } from './password-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { checkVerification, confirmEmail } from './verification-service.ts';

const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Signing up and in, confirming an email address, and the emailed password and unlock links. */
export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  await app.register(publicPasswordRoutes, { container });

  route(
    app,
    authApi.signup,
    async (request, reply) => {
      const { answer, expiresAt } = await signup(
        container,
        { ...request.body, locale: request.locale },
        clientInfo(request),
      );
      setSessionCookie(request, reply, { accessToken: answer.accessToken, expiresAt });
      return reply.status(201).send(answer);
    },
    { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } },
  );

  route(
    app,
    authApi.signin,
    // A device already signed in to this account sends its token along and is never locked out.
    async (request, reply) => {
      const { answer, expiresAt } = await signin(
        container,
        request.body,
        clientInfo(request),
        bearerToken(request.headers.authorization),
      );
      setSessionCookie(request, reply, { accessToken: answer.accessToken, expiresAt });
      return answer;
    },
    {
      config: {
        rateLimit: {
          max: SIGNIN_IP_LIMIT.max,
          timeWindow: SIGNIN_IP_LIMIT.windowMs,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: API_ERRORS.tooManySignins,
            retryAfter: context.after,
          }),
        },
      },
    },
  );

  route(app, authApi.confirmEmail, async (request) => confirmEmail(container, request.body.token), {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  });
};

/** Signing out, the verification check, the account's sessions and the password change. */
export const routes: ModuleRoutes = async (app, { container }) => {
  await app.register(sessionRoutes, { container });
  await app.register(passwordRoutes, { container });
  await app.register(emailChangeRoutes, { container });

  route(app, authApi.logout, async (request, reply) => {
    const me = currentUser(request);
    await container.sessions.end(me.userId, me.sessionId);
    clearSessionCookie(request, reply);
    return reply.status(204).send(null);
  });

  route(app, authApi.verify, async (request) => checkVerification(container, currentUser(request).userId));
};
