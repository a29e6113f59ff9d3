import { API_ERRORS, MESSAGES } from '@ideaignite/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.ts';
import type { TokenClaims, TokenService } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: 401 unless the request carries a valid bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; also by `readOptionalUser` for calls where a token is optional. */
    user: TokenClaims | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export const authentication = fp(async (app: FastifyInstance, options: { tokens: TokenService }) => {
  app.decorate('tokens', options.tokens);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(MESSAGES.auth.noToken);
    const claims = await options.tokens.verify(token);
    if (!claims) throw unauthorized(API_ERRORS.invalidToken);
    request.user = claims;
  });
});

/** For calls where the token is optional: the user when a valid token is sent, else null. */
export async function readOptionalUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TokenClaims | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? app.tokens.verify(token) : null;
}

/** The signed-in user inside a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): TokenClaims {
  if (!request.user) throw unauthorized(MESSAGES.auth.noToken);
  return request.user;
}
