import { z } from 'zod';
import { databaseUnavailability, RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import type { ModuleRoutes } from '../../lib/container.ts';

const Status = z.object({ status: z.string() });

/** Liveness and readiness probes for load balancers and orchestrators; no token. */
export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is alive', response: { 200: Status } } },
    async () => ({
      status: 'ok',
    }),
  );
  app.get(
    '/readyz',
    { schema: { tags: ['health'], summary: 'The database answers', response: { 200: Status, 503: Status } } },
    async (_request, reply) => {
      try {
        await container.pingDatabase();
        return { status: 'ready' };
      } catch (error) {
        const reason = databaseUnavailability(error) ?? 'down';
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS[reason]))
          .send({ status: reason === 'busy' ? 'database busy' : 'database unavailable' });
      }
    },
  );
};
