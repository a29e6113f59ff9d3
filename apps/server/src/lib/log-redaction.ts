import type { FastifyServerOptions } from 'fastify';

/**
 * What never reaches a log line: people's words (messages, posts, profile text, searches),
 * passwords, tokens and the SQL parameters that carry them. One list for the whole server; a
 * field added to a log call under one of these names is censored wherever it sits (top level or
 * one object down).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'links',
  'text',
  'title',
  'description',
  'summary',
  'content',
  'bio',
  'body',
  'query',
  'params',
  'detail',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  ...SECRET_KEYS.map((key) => (/^[\w]+$/.test(key) ? key : `["${key}"]`)),
  ...SECRET_KEYS.map((key) => (/^[\w]+$/.test(key) ? `*.${key}` : `*["${key}"]`)),
];

type SerializedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  table?: string;
  constraint?: string;
  stack: string;
  cause?: SerializedError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A database error anywhere down the cause chain (drizzle wraps pg's and PGlite's). */
function databaseError(error: Record<string, unknown>) {
  let sqlstate: Record<string, unknown> | undefined;
  let fromDatabase = false;
  let current: Record<string, unknown> | null = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ('query' in current && 'params' in current) fromDatabase = true;
    if (typeof current.code === 'string' && SQLSTATE.test(current.code) && 'severity' in current) {
      sqlstate = current;
      fromDatabase = true;
    }
    current = record(current.cause);
  }
  return fromDatabase ? { sqlstate } : null;
}

/** Only the "at ..." frames: the first lines of a stack repeat the message, SQL and all. */
const framesOnly = (stack: unknown) =>
  text(stack)
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * pino's `err` serializer. A database error becomes its SQLSTATE code, table and constraint and
 * a fixed text: its message holds the statement and the parameters (drizzle's "Failed query: …
 * params: …"), and `detail` the row's values. Other errors keep type, message and stack, but
 * none of their other properties.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  const err = record(error);
  if (!err) return { type: typeof error, message: String(error), stack: '' };
  const database = databaseError(err);
  if (database) {
    const state = database.sqlstate;
    return {
      type: 'DatabaseError',
      message: 'database query failed',
      ...(text(state?.code) ? { code: text(state?.code) } : {}),
      ...(text(state?.table) ? { table: text(state?.table) } : {}),
      ...(text(state?.constraint) ? { constraint: text(state?.constraint) } : {}),
      stack: framesOnly(err.stack) ?? '',
    };
  }
  const serialized: SerializedError = {
    type: text(err.name) ?? (error as object).constructor?.name ?? 'Error',
    message: text(err.message) ?? '',
    stack: text(err.stack) ?? '',
  };
  if (text(err.code)) serialized.code = text(err.code);
  if (typeof err.statusCode === 'number') serialized.statusCode = err.statusCode;
  if (err.cause !== undefined && depth < 3) serialized.cause = serializeError(err.cause, depth + 1);
  return serialized;
}

/** The request as logged: the path without its query string (searches, links' tokens). */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
}) {
  const url = typeof request.url === 'string' ? request.url : '';
  const queryAt = url.indexOf('?');
  return {
    method: request.method,
    url: queryAt === -1 ? url : `${url.slice(0, queryAt)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const LOG_REDACTION = {
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
};

/** Logger options with the redaction applied; `false`/undefined stays silent. */
export function withLogRedaction(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return logger === true ? { ...LOG_REDACTION } : { ...logger, ...LOG_REDACTION };
}
