import { defineEndpoint } from '../endpoint.ts';
import { ConnectionParamsSchema } from './params.ts';
import {
  ConnectionAnswerResponseSchema,
  ConnectionsResponseSchema,
  IgniteResponseSchema,
  IgniteSchema,
  IgniteStatsResponseSchema,
  PassIgniteSchema,
} from './schemas.ts';

/**
 * The connects feature's calls: a Hustler's Ignite, the Ignites I received and sent, my figures,
 * and the pipeline's moves (IGNITE_ACTIONS), one endpoint each.
 */
export const connectsApi = {
  ignite: defineEndpoint({
    method: 'POST',
    path: '/api/connects/hustlertoinvestor',
    auth: 'user',
    tags: ['connects'],
    summary: 'Ignite: a Hustler pitches an Investor (at most 10 in any 24 hours)',
    body: IgniteSchema,
    responses: { 201: IgniteResponseSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  connections: defineEndpoint({
    method: 'GET',
    path: '/api/connects',
    auth: 'user',
    tags: ['connects'],
    summary: 'Ignites I received and sent, with both people',
    responses: { 200: ConnectionsResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/connects/stats',
    auth: 'user',
    tags: ['connects'],
    summary: "My side's Ignite figures: total, answered, acceptance rate, median response time",
    responses: { 200: IgniteStatsResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  view: defineEndpoint({
    method: 'POST',
    path: '/api/connects/:connectionId/view',
    auth: 'user',
    tags: ['connects'],
    summary: 'The ignited investor opens the Ignite (new → viewed; again: no change)',
    params: ConnectionParamsSchema,
    responses: { 200: ConnectionAnswerResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  meeting: defineEndpoint({
    method: 'POST',
    path: '/api/connects/:connectionId/meeting',
    auth: 'user',
    tags: ['connects'],
    summary: 'The ignited investor asks to meet (viewed → meeting)',
    params: ConnectionParamsSchema,
    responses: { 200: ConnectionAnswerResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  /** The body may be left out (a pass without a reason): the server reads it as `{}`. */
  pass: defineEndpoint({
    method: 'POST',
    path: '/api/connects/:connectionId/pass',
    auth: 'user',
    tags: ['connects'],
    summary: 'The ignited investor passes, with an optional reason (viewed or meeting → passed)',
    params: ConnectionParamsSchema,
    body: PassIgniteSchema,
    responses: { 200: ConnectionAnswerResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  connect: defineEndpoint({
    method: 'POST',
    path: '/api/connects/:connectionId/connect',
    auth: 'user',
    tags: ['connects'],
    summary: 'The Hustler takes the meeting (meeting → connected)',
    params: ConnectionParamsSchema,
    responses: { 200: ConnectionAnswerResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
