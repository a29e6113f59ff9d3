import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from './cookies.ts';

/**
 * The session's token as an HttpOnly cookie, beside the copy the app keeps in localStorage (the
 * spec's `token`). The API never reads it: API calls carry the Authorization header as before,
 * so the cookie adds no cross-site request power. Only a page request reads it, to render the
 * signed-in page on the server (plugins/web-app.ts, decision 012). SameSite=Lax, Secure over HTTPS.
 */
export const SESSION_COOKIE = 'ii_session';

const attributes = (request: FastifyRequest) =>
  `Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;

/** Sets the cookie for a session just started; it expires with the session. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { accessToken: string; expiresAt: Date },
): void {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${session.accessToken}; Max-Age=${maxAge}; ${attributes(request)}`,
  );
}

/** Removes the cookie: the session it named has ended. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${attributes(request)}`);
}

/** The token in the request's session cookie, if it has one. */
export function readSessionCookie(request: FastifyRequest): string | null {
  return readCookie(request, SESSION_COOKIE);
}
