import {
  API,
  API_ERRORS,
  CurrentSessionSchema,
  ErrorSchema,
  PREFERENCES_MESSAGES,
  PreferencesResponseSchema,
  PreferencesSchema,
  SessionIdParamsSchema,
  SessionListSchema,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { accountLocale, saveLocale } from './preferences-service.ts';
import { clearSessionCookie } from './session-cookie.ts';

/** "Where you're signed in": list the account's sessions, end one, or end them all. */
export const sessionRoutes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.currentSession,
    {
      schema: {
        tags: ['auth'],
        summary: 'The session this token names, while it is live',
        response: { 200: CurrentSessionSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return {
        sessionId: me.sessionId,
        userId: me.userId,
        role: me.role,
        expiresAt: me.expiresAt.toISOString(),
        locale: await accountLocale(container, me.userId),
      };
    },
  );

  app.put(
    API.preferences,
    {
      schema: {
        tags: ['auth'],
        summary: "Your account's language: its emails and notifications are written in it",
        body: PreferencesSchema,
        response: { 200: PreferencesResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await saveLocale(container, me.userId, request.body.locale);
      // The answer is in the language just chosen.
      request.locale = request.body.locale;
      return { message: PREFERENCES_MESSAGES.saved, locale: request.body.locale };
    },
  );

  app.get(
    API.sessions,
    {
      schema: {
        tags: ['auth'],
        summary: "Where you're signed in: this account's live sessions, most recently seen first",
        response: { 200: SessionListSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return { sessions: await container.sessions.list(me.userId, me.sessionId) };
    },
  );

  app.delete(
    '/api/auth/sessions/:sessionId',
    {
      schema: {
        tags: ['auth'],
        summary: 'End one of your sessions: its token and its sockets stop at once',
        params: SessionIdParamsSchema,
        response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const ended = await container.sessions.end(me.userId, request.params.sessionId);
      if (!ended) throw notFound(API_ERRORS.sessionNotFound);
      if (request.params.sessionId === me.sessionId) clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    API.sessions,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: ends every session of this account, this one too',
        response: { 204: z.null(), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await container.sessions.endAll(currentUser(request).userId);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
