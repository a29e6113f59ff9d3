import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { databaseUnavailability, RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';

const Status = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
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
        await database.ping();
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
