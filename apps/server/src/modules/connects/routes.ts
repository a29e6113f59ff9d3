import {
  API,
  CONNECT_MESSAGES,
  ConnectionAnswerResponseSchema,
  ConnectionsResponseSchema,
  ErrorSchema,
  IGNITE_ACTIONS,
  IgniteResponseSchema,
  IgniteSchema,
  IgniteStatsResponseSchema,
  PassIgniteSchema,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  igniteInvestor,
  igniteStatsFor,
  listConnections,
  MOVE_MESSAGE,
  moveIgniteBy,
} from './connects-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const params = z.object({ connectionId: z.uuid({ error: SOCIAL_MESSAGES.connectionNotFound }) });

const MOVE_SUMMARY = {
  view: 'The ignited investor opens the Ignite (new → viewed; again: no change)',
  meeting: 'The ignited investor asks to meet (viewed → meeting)',
  pass: 'The ignited investor passes, with an optional reason (viewed or meeting → passed)',
  connect: 'The Hustler takes the meeting (meeting → connected)',
} as const;

export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.igniteInvestor,
    {
      schema: {
        tags: ['connects'],
        summary: 'Ignite: a Hustler pitches an Investor (at most 10 in any 24 hours)',
        body: IgniteSchema,
        response: { 201: IgniteResponseSchema, ...errors, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const connection = await igniteInvestor(container, currentUser(request), request.body);
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
  app.get(
    API.igniteStats,
    {
      schema: {
        tags: ['connects'],
        summary: "My side's Ignite figures: total, answered, acceptance rate, median response time",
        response: { 200: IgniteStatsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      stats: await igniteStatsFor(container, currentUser(request)),
    }),
  );
  for (const action of IGNITE_ACTIONS) {
    app.post(
      `/api/connects/:connectionId/${action}`,
      {
        schema: {
          tags: ['connects'],
          summary: MOVE_SUMMARY[action],
          params,
          ...(action === 'pass' ? { body: PassIgniteSchema } : {}),
          response: { 200: ConnectionAnswerResponseSchema, ...errors },
        },
        // A pass without a reason may come without a body at all.
        preValidation: async (request) => {
          if (action === 'pass' && request.body === undefined) request.body = {};
        },
      },
      async (request) => {
        const body = request.body as { reason?: string } | undefined;
        return {
          success: true as const,
          message: MOVE_MESSAGE[action],
          connection: await moveIgniteBy(
            container,
            currentUser(request),
            request.params.connectionId,
            action,
            body?.reason || undefined,
          ),
        };
      },
    );
  }
};
