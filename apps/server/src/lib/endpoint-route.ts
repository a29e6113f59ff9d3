import {
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointRequest,
  ErrorSchema,
} from '@ideaignite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who the contract lets call an endpoint's route: its scope checks it (plugins/authentication.ts). */
    endpointAuth?: EndpointDefinition['auth'];
  }
}

export type EndpointHandler<E extends EndpointDefinition> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/**
 * What a route adds to its endpoint that is the server's policy, not the contract: a rate limit
 * (`config.rateLimit`), a check before the handler (`preHandler`, `preValidation`).
 */
export type RoutePolicy = Pick<RouteOptions, 'preHandler' | 'preValidation'> & {
  config?: Omit<NonNullable<RouteOptions['config']>, 'endpointAuth'>;
};

/**
 * Registers the route of a contract endpoint (issue 30): its method, path, schemas, OpenAPI words
 * and error answers all come from the definition; the handler stays thin, typed by the same
 * definition (what it reads, what it answers). The scope it is registered in must match the
 * endpoint's `auth` (a `user` endpoint in the authenticated scope, `anyone` in the open one),
 * checked when the route is added, so a route never ends up less guarded than its contract says.
 */
export function route<E extends EndpointDefinition>(
  scope: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  policy: RoutePolicy = {},
): void {
  const errors = Object.fromEntries(endpoint.errors.map((status) => [status, ErrorSchema]));
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    ...policy,
    config: { ...policy.config, endpointAuth: endpoint.auth },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: { ...endpoint.responses, ...errors },
    },
    handler: handler as RouteOptions['handler'],
  };
  scope.route(options);
}
