import type { z } from 'zod';

/**
 * An API endpoint as data (issue 30): its method and path, who may call it, the schemas of what it
 * takes and answers. The server registers its route from it (apps/server/src/lib/endpoint-route.ts:
 * path, schemas, OpenAPI words and auth scope), the web calls it through `call(endpoint, input)`
 * (apps/web/src/lib/call.ts), both typed from the same definition: a changed answer fails the
 * other side's typecheck. Each feature's endpoints live beside its constants in the contract.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `user`, a signed-in user (401 before anything else otherwise); `anyone`, with or
 * without a token (a token sent is read).
 */
export type EndpointAuth = 'user' | 'anyone';

export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify's spelling: `/api/Notifications/:notificationId/read`. */
  path: `/api/${string}`;
  auth: EndpointAuth;
  /** The OpenAPI document's words. */
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart form body (files): the web sends FormData, the handler reads and checks the parts. */
  multipart?: true;
  /** The answers by success status; a 204 answers no body. */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /** The error statuses it answers, each `{ message, error? }` in the catalogue's words. */
  errors: readonly ErrorStatus[];
  /** A bare-array list whose next page's cursor comes in the X-Next-Cursor header (and Link). */
  paged?: true;
  /** A file answer's media types (`application/zip`): its body is the file, not JSON. */
  produces?: readonly string[];
}

/** Declares an endpoint; the literal types are kept, so the path and schemas type both sides. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes for the path's `:params`, the query string and the body. */
export type EndpointInput<E extends EndpointDefinition> = (E extends { params: z.ZodType }
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  // URLSearchParams for a query whose parameters repeat (`sector=a&sector=b`), in their order.
  (E extends { query: z.ZodType } ? { query?: InputOf<E['query']> | URLSearchParams } : { query?: never }) &
  (E extends { multipart: true }
    ? { body: FormData }
    : E extends { body: z.ZodType }
      ? { body: InputOf<E['body']> }
      : { body?: never });

/** What the handler receives, once the schemas have checked it. */
export interface EndpointRequest<E extends EndpointDefinition> {
  Params: E extends { params: z.ZodType } ? OutputOf<E['params']> : unknown;
  Querystring: E extends { query: z.ZodType } ? OutputOf<E['query']> : unknown;
  Body: E extends { body: z.ZodType } ? OutputOf<E['body']> : unknown;
}

/** What the endpoint answers on success (any of its success statuses). */
export type EndpointAnswer<E extends EndpointDefinition> = OutputOf<E['responses'][keyof E['responses']]>;

/** One item of a paged list's answer. */
export type EndpointItem<E extends EndpointDefinition> =
  EndpointAnswer<E> extends readonly (infer Item)[] ? Item : never;

/**
 * The endpoint's path with its `:params` filled in (each encoded). A missing param throws: a call
 * that would reach another route is a bug, not a request.
 */
export function endpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: Record<string, unknown>,
): string {
  return endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
