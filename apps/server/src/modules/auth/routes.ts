import {
  API,
  API_ERRORS,
  ConfirmEmailSchema,
  ErrorSchema,
  MessageSchema,
  SIGNIN_IP_LIMIT,
  SigninResponseSchema,
  SigninSchema,
  SignupResponseSchema,
  SignupSchema,
  VerifyResponseSchema,
} from '@ideaignite/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { bearerToken, currentUser } from '../../plugins/authentication.ts';
import { signin, signup } from './auth-service.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { passwordRoutes, publicPasswordRoutes } from './password-routes.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { sessionRoutes } from './session-routes.ts';
import { checkVerification, confirmEmail } from './verification-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Signing up and in, confirming an email address, and the emailed password and unlock links. */
export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  await app.register(publicPasswordRoutes, { container });

  app.post(
    API.signup,
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: SignupSchema,
        response: { 201: SignupResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { answer, expiresAt } = await signup(
        container,
        { ...request.body, locale: request.locale },
        clientInfo(request),
      );
      setSessionCookie(request, reply, { accessToken: answer.accessToken, expiresAt });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    API.signin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: SigninSchema,
        response: { 200: SigninResponseSchema, ...errors, 403: ErrorSchema },
      },
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
  );

  app.post(
    API.confirmEmail,
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the link token',
        body: ConfirmEmailSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => confirmEmail(container, request.body.token),
  );
};

/** Signing out, the verification check, the account's sessions and the password change. */
export const routes: ModuleRoutes = async (app, { container }) => {
  await app.register(sessionRoutes, { container });
  await app.register(passwordRoutes, { container });
  await app.register(emailChangeRoutes, { container });

  app.post(
    API.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session on the server, its token stops working at once',
        response: { 204: z.null(), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      await container.sessions.end(me.userId, me.sessionId);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.put(
    API.verify,
    {
      schema: {
        tags: ['auth'],
        summary: 'Is my email verified? Re-sends the link at most once an hour',
        response: { 200: VerifyResponseSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => checkVerification(container, currentUser(request).userId),
  );
};
