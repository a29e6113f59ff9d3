import { WORDS } from '@ideaignite/contract';
import { clearSession, readSession } from './auth-storage.ts';
import { getLocale } from './i18n/locale.ts';
import { type ApiAnswer, type ApiFetch, serverRender } from './server-render.ts';

/** An answer from the API that was not 2xx; `message` is the server's words when it sent any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `error` field (addvideo, addblog, Update_H_profile) or its `message`. */
  get serverMessage(): string | undefined {
    if (this.body && typeof this.body === 'object') {
      const body = this.body as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
      if (typeof body.message === 'string' && body.message) return body.message;
    }
    return undefined;
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super(WORDS.auth.networkError);
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: FormData;
  /**
   * true (default): send the token; a 401 signs out. false: no token. 'optional': send the token
   * when there is one but keep it on a 401 (sign-in: a device already signed in is never locked out).
   */
  auth?: boolean | 'optional';
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** Like apiRequest, with the response headers too (bare-array lists carry X-Next-Cursor). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: ApiAnswer['headers'] }> {
  // On the server (src/ssr.tsx) the request goes to the API in the same process.
  const { response, signedIn } = await send(
    path,
    options,
    'application/json',
    serverRender()?.fetch ?? fetch,
  );
  const data = parsed(await response.text());
  if (!response.ok) throw refusal(response, data, signedIn, options);
  return { data: data as T, headers: response.headers };
}

/** A file from the API (a data export's ZIP), with the headers that name it; refusals as apiRequest. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const { response, signedIn } = await send(path, options, '*/*', fetch);
  if (!response.ok) throw refusal(response, parsed(await response.text()), signedIn, options);
  return { blob: await response.blob(), headers: response.headers };
}

async function send<A extends ApiAnswer>(
  path: string,
  options: RequestOptions,
  accept: string,
  fetchFrom: ApiFetch<A>,
) {
  // The server answers its messages in the interface language.
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': getLocale() };
  const session = readSession();
  if (options.auth !== false && session) headers.Authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  try {
    const response = await fetchFrom(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
    return { response, signedIn: headers.Authorization !== undefined };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function refusal(response: ApiAnswer, data: unknown, signedIn: boolean, options: RequestOptions): ApiError {
  // A 401 on a signed-in call means the token is gone or expired: sign out cleanly.
  if (response.status === 401 && signedIn && options.auth !== 'optional') clearSession();
  return new ApiError(response.status, data, `HTTP ${response.status}`);
}
