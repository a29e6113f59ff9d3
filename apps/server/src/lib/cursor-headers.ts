import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bare-array lists carry their next page in headers: X-Next-Cursor and an RFC 8288 Link. */
export function setNextCursorHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  nextCursor: string | null,
): void {
  if (!nextCursor) return;
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('cursor', nextCursor);
  reply.header('x-next-cursor', nextCursor);
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}
