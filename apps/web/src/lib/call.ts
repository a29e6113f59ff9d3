import {
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointItem,
  endpointPath,
} from '@ideaignite/contract';
import { apiFile, apiRequestWithHeaders, type RequestOptions } from './api-client.ts';
import { type Page, UnexpectedFormatError, withQuery } from './get-page.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Keep the session on a 401 (sign-in on a device already signed in is never locked out). By
   * default a 401 on a `user` endpoint signs this tab out, as any call with a dead token does.
   */
  keepSessionOn401?: boolean;
  /**
   * Send no token even when signed in: the calls a signed-out person makes from a link or a form
   * (sign-up, password reset, the contact form) stay the same whoever else is signed in here.
   */
  withoutToken?: boolean;
}

/** The call's arguments: the input may be left out when the endpoint takes none. */
type CallArgs<E extends EndpointDefinition> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

function requestOf<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: CallOptions,
): { path: string; requestOptions: RequestOptions } {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  // URLSearchParams carries a query whose parameters repeat, in their order.
  const search = query instanceof URLSearchParams ? query.toString() : '';
  const path =
    query instanceof URLSearchParams
      ? `${endpointPath(endpoint, params)}${search ? `?${search}` : ''}`
      : withQuery(
          endpointPath(endpoint, params),
          (query ?? {}) as Record<string, string | number | undefined>,
        );
  const requestOptions: RequestOptions = {
    method: endpoint.method,
    signal: options.signal,
    auth: options.withoutToken
      ? false
      : endpoint.auth === 'user' && !options.keepSessionOn401
        ? true
        : 'optional',
  };
  if (body instanceof FormData) requestOptions.body = body;
  else if (body !== undefined) requestOptions.json = body;
  return { path, requestOptions };
}

function request<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: CallOptions,
) {
  const { path, requestOptions } = requestOf(endpoint, input, options);
  return apiRequestWithHeaders<EndpointAnswer<E>>(path, requestOptions);
}

/**
 * Calls a contract endpoint (issue 30): its path, method and auth come from the definition, and so
 * do the types of what goes in (`params`, `query`, `body`) and of the answer. Refusals throw
 * ApiError, a lost network NetworkError, as apiRequest does.
 */
export async function call<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>) {
  return (await request(endpoint, input, options ?? {})).data;
}

/** One page of a paged endpoint (a bare array, the next cursor in X-Next-Cursor). */
export async function callPage<E extends EndpointDefinition & { paged: true }>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<Page<EndpointItem<E>>> {
  const { data, headers } = await request(endpoint, input, options ?? {});
  if (!Array.isArray(data)) throw new UnexpectedFormatError();
  return { items: data as EndpointItem<E>[], nextCursor: headers.get('X-Next-Cursor') };
}

/** A file an endpoint answers (a data export's ZIP), with the headers that name it; refusals as call(). */
export function callFile<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<{ blob: Blob; headers: Headers }> {
  const { path, requestOptions } = requestOf(endpoint, input, options ?? {});
  return apiFile(path, requestOptions);
}
