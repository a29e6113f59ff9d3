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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../../plugins/authentication.ts';
import { type AuthDeps, signin, signup } from './auth-service.ts';
import { passwordRoutes } from './password-routes.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { sessionRoutes } from './session-routes.ts';
import { checkVerification, confirmEmail } from './verification-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

export const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.addHook('onClose', () => deps.background.drain());
  await app.register(sessionRoutes, { deps });
  await app.register(passwordRoutes, { deps });

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
      const { answer, expiresAt } = await signup(deps, request.body, clientInfo(request));
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
        response: { 200: SigninResponseSchema, ...errors },
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
        deps,
        request.body,
        clientInfo(request),
        bearerToken(request.headers.authorization),
      );
      setSessionCookie(request, reply, { accessToken: answer.accessToken, expiresAt });
      return answer;
    },
  );

  app.post(
    API.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session on the server, its token stops working at once',
        response: { 204: z.null(), 401: ErrorSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const me = currentUser(request);
      await deps.sessions.end(me.userId, me.sessionId);
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
      preHandler: app.authenticate,
    },
    async (request) => checkVerification(deps, currentUser(request).userId),
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
    async (request) => confirmEmail(deps.db, request.body.token),
  );
};
