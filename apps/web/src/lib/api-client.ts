import { MESSAGES } from '@ideaignite/contract';
import { clearSession, readSession } from './auth-storage.ts';
import { getLocale } from './i18n/locale.ts';
import { serverRender } from './server-render.ts';

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
    super(MESSAGES.auth.networkError);
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
): Promise<{ data: T; headers: Headers }> {
  // The server answers its messages in the interface language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLocale() };
  const session = readSession();
  if (options.auth !== false && session) headers.Authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  let response: Response;
  try {
    // On the server (src/ssr.tsx) the request goes to the API in the same process.
    const send = serverRender()?.fetch ?? fetch;
    response = await send(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    // A 401 on a signed-in call means the token is gone or expired: sign out cleanly.
    if (response.status === 401 && headers.Authorization && options.auth !== 'optional') clearSession();
    const error = new ApiError(response.status, data, `HTTP ${response.status}`);
    throw error;
  }
  return { data: data as T, headers: response.headers };
}
