import {
  API,
  CONNECT_MESSAGES,
  ConnectionAnswerResponseSchema,
  ConnectionsResponseSchema,
  IGNITE_ACTIONS,
  type IgniteAction,
  IgniteResponseSchema,
  IgniteSchema,
  IgniteStatsResponseSchema,
  PassIgniteSchema,
  PIPELINE_MESSAGES,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { igniteInvestor, igniteStatsFor, listConnections, moveIgniteBy } from './connects-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ connectionId: z.uuid({ error: SOCIAL_MESSAGES.connectionNotFound }) });

/** Each move: its summary in the API document, and what it answers its maker. */
const MOVES: Record<IgniteAction, { summary: string; message: string }> = {
  view: {
    summary: 'The ignited investor opens the Ignite (new → viewed; again: no change)',
    message: PIPELINE_MESSAGES.viewed,
  },
  meeting: {
    summary: 'The ignited investor asks to meet (viewed → meeting)',
    message: PIPELINE_MESSAGES.meetingRequested,
  },
  pass: {
    summary: 'The ignited investor passes, with an optional reason (viewed or meeting → passed)',
    message: PIPELINE_MESSAGES.passed,
  },
  connect: {
    summary: 'The Hustler takes the meeting (meeting → connected)',
    message: PIPELINE_MESSAGES.connected,
  },
};

export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.igniteInvestor,
    {
      schema: {
        tags: ['connects'],
        summary: 'Ignite: a Hustler pitches an Investor (at most 10 in any 24 hours)',
        body: IgniteSchema,
        response: { 201: IgniteResponseSchema, ...errors, ...errorResponses(429) },
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
          summary: MOVES[action].summary,
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
          message: MOVES[action].message,
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
