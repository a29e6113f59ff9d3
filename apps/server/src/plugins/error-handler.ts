import { API_ERRORS } from '@ideaignite/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailability, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { isMissingUser } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';

const CONTENT_PARSER_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_ERRORS.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_ERRORS.emptyJsonBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_ERRORS.unsupportedContentType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_ERRORS.bodyTooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: API_ERRORS.invalidContentLength },
};

/** Every error leaves as JSON `{ message }` with the right status; only our own faults are 500s. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return reply.status(error.statusCode).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A body that is not an object at all (null, a string) fails at the root path.
      const atRoot = !first || first.instancePath === '/';
      const message =
        atRoot && first?.keyword === 'invalid_type'
          ? API_ERRORS.notAJsonObject
          : (first?.message ?? API_ERRORS.invalidRequest);
      return reply.status(400).send({ message });
    }
    // The caller's own user went away while the request ran: the same 401 as authenticate's.
    if (request.user && isMissingUser(error, request.user.userId)) {
      return reply.status(401).send({ message: API_ERRORS.invalidToken });
    }
    const known = error.code ? CONTENT_PARSER_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    // A database that is down or has no free connection is temporary: 503, try again later.
    const unavailable = databaseUnavailability(error);
    if (unavailable) {
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS[unavailable]))
        .send({ message: unavailable === 'busy' ? API_ERRORS.databaseBusy : API_ERRORS.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || API_ERRORS.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: API_ERRORS.internal });
  });
});
