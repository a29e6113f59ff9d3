import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { API_ERRORS } from '@ideaignite/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** Security headers with a CSP that allows only what the app itself needs, and rate limits. */
export const security = fp(
  async (app: FastifyInstance, options: { rateLimitAllowList: string[]; redis?: Redis }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Videos and images are fetched by our own pages only.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      strictTransportSecurity: false,
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
