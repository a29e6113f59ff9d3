import { API, CONNECT_MESSAGES, ErrorSchema, IgniteResponseSchema, IgniteSchema } from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { igniteInvestor } from './connects-service.ts';

export const connectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    API.igniteInvestor,
    {
      schema: {
        tags: ['connects'],
        summary: 'Ignite: a Hustler sends an Investor a connection request',
        body: IgniteSchema,
        response: {
          201: IgniteResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const connection = await igniteInvestor(db, currentUser(request), request.body.investorId);
      return reply
        .status(201)
        .send({ success: true as const, message: CONNECT_MESSAGES.igniteSent, connection });
    },
  );
};
