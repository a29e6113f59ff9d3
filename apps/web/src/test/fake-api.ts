import { vi } from 'vitest';

export type FakeReply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | 'network-error';
export type FakeHandler = FakeReply | ((init: RequestInit | undefined) => FakeReply | Promise<FakeReply>);

const keyOf = (input: RequestInfo | URL, init: RequestInit | undefined) =>
  `${init?.method ?? 'GET'} ${String(input)}`;

/** Stubs fetch with answers keyed by "METHOD /path"; an unlisted call fails the way a dead server does. */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[keyOf(input, init)];
    const reply = typeof handler === 'function' ? await handler(init) : (handler ?? 'network-error');
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type FetchMock = ReturnType<typeof fakeApi>;

/** The calls fetch received, as "METHOD /path" with the parsed JSON body and the headers. */
export function callsOf(fetchMock: FetchMock) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    key: keyOf(input, init),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    headers: (init?.headers ?? {}) as Record<string, string>,
  }));
}

/** The "METHOD /path" of each call fetch received, in order. */
export const requested = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([input, init]) => keyOf(input, init));

/** The multipart body of the one call made to "METHOD /path", as [name, value] pairs in order. */
export function sentForm(fetchMock: FetchMock, key: string) {
  const calls = fetchMock.mock.calls.filter(([input, init]) => keyOf(input, init) === key);
  if (calls.length !== 1) throw new Error(`expected one call to ${key}, got ${calls.length}`);
  const init = calls[0]?.[1];
  if (!(init?.body instanceof FormData)) throw new Error(`${key} was not sent as multipart form data`);
  const headers = (init.headers ?? {}) as Record<string, string>;
  return { entries: [...init.body.entries()], headers };
}

/** A promise the test settles by hand, to look at the page while a request is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
