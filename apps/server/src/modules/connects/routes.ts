import { CONNECTS_WORDS, IGNITE_ACTIONS, type IgniteAction } from '@ideaignite/contract';
import { connectsApi } from '@ideaignite/contract/connects';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { igniteInvestor, igniteStatsFor, listConnections, moveIgniteBy } from './connects-service.ts';

/** Each move: its endpoint, and what it answers its maker. */
const MOVES = {
  view: { endpoint: connectsApi.view, message: CONNECTS_WORDS.viewed },
  meeting: { endpoint: connectsApi.meeting, message: CONNECTS_WORDS.meetingRequested },
  pass: { endpoint: connectsApi.pass, message: CONNECTS_WORDS.passed },
  connect: { endpoint: connectsApi.connect, message: CONNECTS_WORDS.connected },
} satisfies Record<IgniteAction, unknown>;

export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, connectsApi.ignite, async (request, reply) => {
    const connection = await igniteInvestor(container, currentUser(request), request.body);
    return reply.status(201).send({ success: true as const, message: CONNECTS_WORDS.igniteSent, connection });
  });
  route(app, connectsApi.connections, async (request) => ({
    success: true as const,
    ...(await listConnections(container, currentUser(request).userId)),
  }));
  route(app, connectsApi.stats, async (request) => ({
    success: true as const,
    stats: await igniteStatsFor(container, currentUser(request)),
  }));
  for (const action of IGNITE_ACTIONS) {
    const move = MOVES[action];
    route(
      app,
      move.endpoint,
      async (request) => {
        const body = request.body as { reason?: string } | undefined;
        return {
          success: true as const,
          message: move.message,
          connection: await moveIgniteBy(
            container,
            currentUser(request),
            request.params.connectionId,
            action,
            body?.reason || undefined,
          ),
        };
      },
      {
        // A pass without a reason may come without a body at all.
        preValidation: async (request) => {
          if (action === 'pass' && request.body === undefined) request.body = {};
        },
      },
    );
  }
};
