import { searchApi } from '@ideaignite/contract/search';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { search, searchCounts, suggest } from './search-service.ts';

/**
 * Per person, like a read that a box calls as someone types: generous for people, a wall for
 * scripts. Counted by the signed-in user, not the address (an office shares one).
 */
const READ_LIMIT = {
  config: {
    rateLimit: {
      max: 120,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `search:${request.user?.userId ?? request.ip}`,
    },
  },
};

/** Search (issue 28): results, their counts per tab, and suggestions as a person types. */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(
    app,
    searchApi.search,
    async (request) => search(container, currentUser(request).userId, request.query),
    READ_LIMIT,
  );
  route(
    app,
    searchApi.counts,
    async (request) => searchCounts(container, currentUser(request).userId, request.query),
    READ_LIMIT,
  );
  route(
    app,
    searchApi.suggest,
    async (request) => ({
      success: true as const,
      suggestions: await suggest(container, currentUser(request).userId, request.query.q),
    }),
    READ_LIMIT,
  );
};
