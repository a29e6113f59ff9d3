import rateLimit from '@fastify/rate-limit';
import { API_ERRORS, findTextProblem } from '@ideaignite/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { badRequest } from '../lib/http-error.ts';

/**
 * Headers that govern a document (what it may load, frame or open) and mean nothing on a script,
 * stylesheet, font or picture. Static files go out without them: on HTTP/1.1 they are ~0.9 KB
 * per response, as much as a small chunk. X-Content-Type-Options, Cross-Origin-Resource-Policy
 * and HSTS stay on everything.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Content types that never render as a document (SVG can, so it keeps every header). */
const NOT_A_DOCUMENT =
  /^(?:text\/css|(?:text|application)\/javascript|font\/|image\/(?!svg)|video\/|audio\/)/i;

/** Six months, subdomains included: sent only on requests that really came over HTTPS. */
export const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Security headers with a CSP that allows only what the app itself needs, rate limits, and no
 * control characters or lone surrogates in any query parameter, path parameter or JSON body
 * (multipart fields are checked as they stream, in readMultipartForm).
 */
export const security = fp(
  async (app: FastifyInstance, options: { rateLimitAllowList: string[]; redis?: Redis }) => {
    // Built once: @fastify/helmet builds helmet's middleware (and parses the CSP) again on every
    // request, ~2% of a feed request's CPU in a profile. The headers are the same for every answer.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix's scroll lock (react-remove-scroll) inserts a <style> element when a dialog
          // opens; without 'unsafe-inline' it is blocked and the page behind the dialog scrolls
          // (checked in Chromium). A per-request nonce handed to get-nonce would allow dropping
          // it. Inline style attributes are refused: React sets style props through the CSSOM,
          // which CSP does not govern. style-src keeps 'unsafe-inline' for browsers without the
          // -elem/-attr directives.
          styleSrc: ["'self'", "'unsafe-inline'"],
          styleSrcElem: ["'self'", "'unsafe-inline'"],
          styleSrcAttr: ["'none'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers same-origin ws:/wss: in current browsers (CSP Level 3).
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Videos and images are fetched by our own pages only.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // Sent by the hook below, and only over HTTPS: on plain HTTP it would be ignored or, on a
      // dev machine behind a proxy, pin localhost to HTTPS.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (NOT_A_DOCUMENT.test(String(reply.getHeader('content-type') ?? ''))) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
      return payload;
    });
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
    // PostgreSQL refuses NUL and lone surrogates (500s before this); no field has use for the
    // other control characters. The same rule for form fields and socket events (textProblem).
    app.addHook('preValidation', async (request) => {
      const problem =
        findTextProblem(request.query) ?? findTextProblem(request.params) ?? findTextProblem(request.body);
      if (problem) throw badRequest(API_ERRORS[problem]);
    });
    // Per-route limits are set with `config.rateLimit`; routes without one are not limited here.
    await app.register(rateLimit, {
      global: false,
      allowList: options.rateLimitAllowList,
      // Shared counters across server processes when Redis is configured; in memory otherwise.
      ...(options.redis ? { redis: options.redis, nameSpace: 'ideaignite-rate-limit-' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: API_ERRORS.tooManyRequests,
        retryAfter: context.after,
      }),
    });
  },
);
