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
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { answerIgnite, igniteInvestor, listConnections } from './connects-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const params = z.object({ connectionId: z.uuid({ error: SOCIAL_MESSAGES.connectionNotFound }) });

export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.igniteInvestor,
    {
      schema: {
        tags: ['connects'],
        summary: 'Ignite: a Hustler sends an Investor a connection request',
        body: IgniteSchema,
        response: { 201: IgniteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const connection = await igniteInvestor(container, currentUser(request), request.body.investorId);
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
    },
    async (request) => ({
      success: true as const,
      ...(await listConnections(container, currentUser(request).userId)),
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
      },
      async (request) => ({
        success: true as const,
        message: accept ? SOCIAL_MESSAGES.accepted : SOCIAL_MESSAGES.declined,
        connection: await answerIgnite(container, currentUser(request), request.params.connectionId, accept),
      }),
    );
  }
};
