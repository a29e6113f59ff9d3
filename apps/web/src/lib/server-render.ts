import type { Session } from './auth-storage.ts';

/**
 * What a page rendered on the server (src/ssr.tsx) reads instead of the browser's storage and
 * network: the session the request's cookie named, and a fetch that answers from the API in the
 * same process. The SSR entry installs `source` (an AsyncLocalStorage per request); in the
 * browser it is never set.
 */
export interface ServerRender {
  session: Session;
  fetch: ApiFetch;
}

/**
 * The parts of an answer the API client reads. A browser's `Response` is one; the server answers
 * with a plain object, as building a `Response` (its headers, its body stream) for each of a
 * page's reads was about 4% of the server's time on rendered visits (decision 055).
 */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  headers: Pick<Headers, 'get'>;
  text(): Promise<string>;
}

/** Reads the API: `fetch` in the browser (answering a `Response`), the API in the same process on the server. */
export type ApiFetch<A extends ApiAnswer = ApiAnswer> = (path: string, init: RequestInit) => Promise<A>;

let source: (() => ServerRender | undefined) | undefined;

export function setServerRenderSource(next: () => ServerRender | undefined): void {
  source = next;
}

/** The request being rendered on the server; undefined in the browser. */
export function serverRender(): ServerRender | undefined {
  return source?.();
}

/**
 * True in the browser while it hydrates a signed-in page the server rendered (main.tsx): the
 * first render must match the server's, which was signed in.
 */
let hydratingSignedIn = false;

export function setHydratingSignedIn(value: boolean): void {
  hydratingSignedIn = value;
}

export function isHydratingSignedIn(): boolean {
  return hydratingSignedIn;
}
