import { vi } from 'vitest';

type Route = (url: URL, init: RequestInit | undefined) => { status: number; body?: unknown } | undefined;

/** A fetch stub answering by path (any query), recording every call; unmatched calls fail as a network error. */
export function routeApi(route: Route) {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = route(url, init);
    if (!reply) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
