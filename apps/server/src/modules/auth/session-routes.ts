import { API_ERRORS, PREFERENCES_WORDS } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { notFound } from '../../lib/http-error.ts';
import { clearSessionCookie } from '../../lib/session-cookie.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { accountLocale, saveLocale } from './preferences-service.ts';

/** "Where you're signed in": list the account's sessions, end one, or end them all. */
export const sessionRoutes: ModuleRoutes = async (app, { container }) => {
  route(app, authApi.currentSession, async (request) => {
    const me = currentUser(request);
    return {
      sessionId: me.sessionId,
      userId: me.userId,
      role: me.role,
      expiresAt: me.expiresAt.toISOString(),
      locale: await accountLocale(container, me.userId),
    };
  });

  route(app, authApi.preferences, async (request) => {
    const me = currentUser(request);
    await saveLocale(container, me.userId, request.body.locale);
    // The answer is in the language just chosen.
    request.locale = request.body.locale;
    return { message: PREFERENCES_WORDS.saved, locale: request.body.locale };
  });

  route(app, authApi.sessions, async (request) => {
    const me = currentUser(request);
    return { sessions: await container.sessions.list(me.userId, me.sessionId) };
  });

  route(app, authApi.endSession, async (request, reply) => {
    const me = currentUser(request);
    const ended = await container.sessions.end(me.userId, request.params.sessionId);
    if (!ended) throw notFound(API_ERRORS.sessionNotFound);
    if (request.params.sessionId === me.sessionId) clearSessionCookie(request, reply);
    return reply.status(204).send(null);
  });

  route(app, authApi.endAllSessions, async (request, reply) => {
    await container.sessions.endAll(currentUser(request).userId);
    clearSessionCookie(request, reply);
    return reply.status(204).send(null);
  });
};
