import { API_ERRORS } from '@ideaignite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ByteRange,
  contentTypeOf,
  isPublicMediaPath,
  isSafeMediaKey,
  MEDIA_URL_PREFIX,
  type MediaInfo,
  type MediaStorage,
  RangeNotSatisfiableError,
} from './storage.ts';

/**
 * Keys are never rewritten, but a moderator may hide what a file belongs to: every use is
 * revalidated (ETag / Last-Modified answer 304 while it is shown, 404 once hidden), so no cache
 * keeps a copy of hidden content (issue 24).
 */
export const MEDIA_CACHE_CONTROL = 'public, no-cache';

/**
 * Issue 27: a video's renditions never change (each transcode writes a folder of its own), and
 * on a slow link every revalidation is a round trip: the viewer's browser keeps them for good.
 * `private`, so no shared cache does: a hidden video's files still stop at once for everyone else.
 */
export const RENDITION_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** How long a stored file may be kept, by its key. */
export const mediaCacheControl = (key: string) =>
  key.startsWith('hls/') ? RENDITION_CACHE_CONTROL : MEDIA_CACHE_CONTROL;

/** What a `Range` header asks for: nothing usable, a start (and end), or the last `length` bytes. */
export type RangeRequest =
  | { kind: 'none' }
  | ({ kind: 'from' } & ByteRange)
  | { kind: 'suffix'; length: number };

/**
 * One `bytes=` range. Several ranges, other units and malformed or backwards ranges are ignored
 * and the whole object is sent (RFC 9110 allows a server to ignore Range).
 */
export function parseRange(header: string | undefined): RangeRequest {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  const a = first === '' ? undefined : Number(first);
  const b = last === '' ? undefined : Number(last);
  if ((a !== undefined && !Number.isSafeInteger(a)) || (b !== undefined && !Number.isSafeInteger(b)))
    return { kind: 'none' };
  if (a === undefined) return b === undefined ? { kind: 'none' } : { kind: 'suffix', length: b };
  if (b !== undefined && b < a) return { kind: 'none' };
  return { kind: 'from', start: a, end: b };
}

/** The concrete bytes of a request against an object of `size` bytes; null when unsatisfiable. */
export function resolveRange(wanted: RangeRequest, size: number): { start: number; end: number } | null {
  if (wanted.kind === 'none') return { start: 0, end: size - 1 };
  if (wanted.kind === 'suffix') {
    if (wanted.length === 0 || size === 0) return null;
    return { start: Math.max(0, size - wanted.length), end: size - 1 };
  }
  if (wanted.start >= size) return null;
  return { start: wanted.start, end: Math.min(wanted.end ?? size - 1, size - 1) };
}

const etagMatches = (header: string, etag: string | undefined) =>
  etag !== undefined &&
  header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag.replace(/^W\//, '');
  });

function setHeaders(reply: FastifyReply, key: string, info: MediaInfo) {
  reply.header('content-type', contentTypeOf(key));
  reply.header('cache-control', mediaCacheControl(key));
  reply.header('accept-ranges', 'bytes');
  if (info.etag) reply.header('etag', info.etag);
  if (info.lastModified) reply.header('last-modified', info.lastModified.toUTCString());
}

function setBytes(reply: FastifyReply, part: { start: number; end: number }, size: number, whole: boolean) {
  reply.header('content-length', String(Math.max(0, part.end - part.start + 1)));
  if (whole) return reply.status(200);
  reply.header('content-range', `bytes ${part.start}-${part.end}/${size}`);
  return reply.status(206);
}

const notSatisfiable = (reply: FastifyReply, size: number) =>
  reply
    .status(416)
    .header('content-range', `bytes */${size}`)
    .send({ message: API_ERRORS.rangeNotSatisfiable });

/** True when the object changed after the date a browser holds a copy from (to the second). */
const modifiedSince = (header: string, lastModified: Date | undefined) => {
  const since = Date.parse(header);
  return Number.isNaN(since) || !lastModified || Math.floor(lastModified.getTime() / 1000) * 1000 > since;
};

/**
 * An `If-Range` the object still matches: its ETag or its Last-Modified date, exactly. Otherwise
 * the range was asked of another version, and the whole object is sent.
 */
const rangeStillValid = (header: string, info: MediaInfo) =>
  /^(?:W\/)?"/.test(header.trim())
    ? etagMatches(header, info.etag)
    : !!info.lastModified && Date.parse(header) === Math.floor(info.lastModified.getTime() / 1000) * 1000;

/**
 * GET and HEAD `/media/*` from the storage, on disk or in a bucket: ranges for seeking,
 * revalidation (ETag, or Last-Modified when the browser holds no tag), `If-Range`, 404 when
 * missing (plugins/media.ts refuses hidden content's files before this runs). A file on disk is
 * opened by its key: nothing reads the folder it is in, so a request costs the same whether the
 * folder holds ten files or a million (@fastify/static read every folder on the path to check the
 * name's spelling).
 */
export async function mediaServingRoutes(app: FastifyInstance, storage: MediaStorage) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    const notFound = () => reply.status(404).send({ message: API_ERRORS.notFound });
    if (!isSafeMediaKey(key) || !isPublicMediaPath(key)) return notFound();
    let wanted = parseRange(request.headers.range);
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = ifNoneMatch ? undefined : request.headers['if-modified-since'];
    const ifRange =
      wanted.kind === 'none' ? undefined : String(request.headers['if-range'] ?? '') || undefined;

    // One round trip for the usual GET; a HEAD, a suffix range or a revalidation needs the size or ETag first.
    let info: MediaInfo | null = null;
    if (request.method === 'HEAD' || wanted.kind === 'suffix' || ifNoneMatch || ifModifiedSince || ifRange) {
      info = await storage.stat(key);
      if (!info) return notFound();
      const unchanged = ifNoneMatch
        ? etagMatches(ifNoneMatch, info.etag)
        : !!ifModifiedSince && !modifiedSince(ifModifiedSince, info.lastModified);
      if (unchanged) {
        setHeaders(reply, key, info);
        return reply.status(304).send();
      }
      if (ifRange && !rangeStillValid(ifRange, info)) wanted = { kind: 'none' };
    }
    if (info && (request.method === 'HEAD' || wanted.kind === 'suffix')) {
      const part = resolveRange(wanted, info.size);
      if (!part) return notSatisfiable(reply, info.size);
      if (request.method === 'HEAD') {
        setHeaders(reply, key, info);
        setBytes(reply, part, info.size, wanted.kind === 'none');
        return reply.send();
      }
      return sendObject(reply, key, part, false);
    }
    return sendObject(reply, key, wanted.kind === 'from' ? wanted : undefined, wanted.kind === 'none');
  };

  async function sendObject(reply: FastifyReply, key: string, range: ByteRange | undefined, whole: boolean) {
    try {
      const object = await storage.read(key, range);
      if (!object) return reply.status(404).send({ message: API_ERRORS.notFound });
      setHeaders(reply, key, object);
      // The bytes actually returned: a store may clamp the end of the range.
      setBytes(reply, object, object.size, whole);
      return reply.send(object.stream);
    } catch (error) {
      if (error instanceof RangeNotSatisfiableError) return notSatisfiable(reply, error.size);
      throw error;
    }
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_URL_PREFIX}*`,
    schema: { hide: true },
    handler,
  });
}
