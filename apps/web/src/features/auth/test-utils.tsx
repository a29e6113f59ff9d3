import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export type FakeReply = { status: number; body?: unknown } | 'network-error';
type FakeHandler = FakeReply | ((init: RequestInit | undefined) => FakeReply | Promise<FakeReply>);

/** Stubs fetch with answers keyed by "METHOD /path"; an unlisted call fails the way a dead server does. */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    const reply = typeof handler === 'function' ? await handler(init) : (handler ?? 'network-error');
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls fetch received, as "METHOD /path" with the parsed JSON body and the headers. */
export function callsOf(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    key: `${init?.method ?? 'GET'} ${String(input)}`,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    headers: (init?.headers ?? {}) as Record<string, string>,
  }));
}

function LandedOn() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** Renders routes the way the app does; any other path shows "Landed on <path>" to assert navigation. */
export function renderRoutes(
  routes: ReactNode,
  entry: string | { pathname: string; search?: string; state?: unknown },
  { strict = false }: { strict?: boolean } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {routes}
          <Route path="*" element={<LandedOn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** A promise the test settles by hand, to look at the page while a request is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
