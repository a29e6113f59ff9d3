import { API_ERRORS, type EndpointAuth, WORDS } from '@ideaignite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.ts';
import type { SessionService, TokenClaims } from '../modules/auth/index.ts';

/** The signed-in caller: token claims whose session is live and whose user exists. */
export type AuthenticatedUser = TokenClaims & { expiresAt: Date };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /**
     * onRequest of the authenticated scope: 401 unless the request carries a valid bearer token naming a live session of an
     * existing user. This is the one place that decides; every answer it guards is `no-store`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; also by `readOptionalUser` for calls where a token is optional. */
    user: AuthenticatedUser | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export const authentication = fp(async (app: FastifyInstance, options: { sessions: SessionService }) => {
  app.decorate('sessions', options.sessions);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    // Personal answers (and the 401s) must never be kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(WORDS.auth.noToken);
    // A bad or exp-less token, an ended or expired session, a deleted user: all the same 401.
    const user = await options.sessions.authenticate(token, request.ip);
    if (!user) throw unauthorized(API_ERRORS.invalidToken);
    request.user = user;
  });
});

/**
 * Puts every route of `scope` behind `authenticate`, run first (onRequest): a caller who is nobody
 * gets 401 before the body is read or validated. The OpenAPI document says the token is needed.
 */
export function requireAuthentication(scope: FastifyInstance): void {
  scope.addHook('onRequest', scope.authenticate);
  scope.addHook('onRoute', (route) => {
    assertEndpointScope(route, 'user');
    route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });
}

/** Marks every route of `scope` in the OpenAPI document as open to anyone (a token is optional). */
export function openToAnyone(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    assertEndpointScope(route, 'anyone');
    route.schema = { ...route.schema, security: [] };
  });
}

/**
 * A route made from a contract endpoint (lib/endpoint-route.ts) says who may call it: it must be
 * registered in that scope. Thrown while the app is built, so a mismatch never serves a request.
 */
function assertEndpointScope(route: RouteOptions, scope: EndpointAuth): void {
  const wanted = route.config?.endpointAuth;
  if (wanted && wanted !== scope) {
    throw new Error(
      `${route.method} ${route.url}: the contract says auth '${wanted}', registered in the '${scope}' scope`,
    );
  }
}

/** For calls where the token is optional: the user when a valid token is sent, else null. */
export async function readOptionalUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthenticatedUser | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? app.sessions.authenticate(token, request.ip) : null;
}

/** The signed-in user inside a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized(WORDS.auth.noToken);
  return request.user;
}
