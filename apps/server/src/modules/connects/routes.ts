import {
  API,
  CONNECT_MESSAGES,
  ConnectionAnswerResponseSchema,
  ConnectionsResponseSchema,
  ErrorSchema,
  IgniteResponseSchema,
  IgniteSchema,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authentication.ts';
import { answerIgnite, type ConnectsDeps, igniteInvestor, listConnections } from './connects-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const params = z.object({ connectionId: z.uuid({ error: SOCIAL_MESSAGES.connectionNotFound }) });

export const connectsRoutes: FastifyPluginAsyncZod<{ deps: ConnectsDeps }> = async (app, { deps }) => {
  app.post(
    API.igniteInvestor,
    {
      schema: {
        tags: ['connects'],
        summary: 'Ignite: a Hustler sends an Investor a connection request',
        body: IgniteSchema,
        response: { 201: IgniteResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const connection = await igniteInvestor(deps, currentUser(request), request.body.investorId);
      return reply
        .status(201)
        .send({ success: true as const, message: CONNECT_MESSAGES.igniteSent, connection });
    },
  );
  app.get(
    API.connections,
    {
      schema: {
        tags: ['connects'],
        summary: 'Ignites I received and sent, with both people',
        response: { 200: ConnectionsResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      ...(await listConnections(deps, currentUser(request).userId)),
    }),
  );
  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/api/connects/:connectionId/${action}`,
      {
        schema: {
          tags: ['connects'],
          summary: `The ignited investor ${action}s the request`,
          params,
          response: { 200: ConnectionAnswerResponseSchema, ...errors },
        },
        preHandler: app.authenticate,
      },
      async (request) => ({
        success: true as const,
        message: accept ? SOCIAL_MESSAGES.accepted : SOCIAL_MESSAGES.declined,
        connection: await answerIgnite(deps, currentUser(request), request.params.connectionId, accept),
      }),
    );
  }
};
