import type { OwnUser, Role } from '@ideaignite/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export type FakeReply = { status: number; body?: unknown } | 'network-error';
type FakeHandler = FakeReply | ((init: RequestInit | undefined) => FakeReply | Promise<FakeReply>);

/** Stubs fetch with answers keyed by "METHOD /path"; an unlisted call fails like a dead server. */
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

/** The multipart body of the one call made to "METHOD /path", as [name, value] pairs in order. */
export function sentForm(fetchMock: ReturnType<typeof fakeApi>, key: string) {
  const calls = fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  if (calls.length !== 1) throw new Error(`expected one call to ${key}, got ${calls.length}`);
  const init = calls[0]?.[1];
  if (!(init?.body instanceof FormData)) throw new Error(`${key} was not sent as multipart form data`);
  const headers = (init.headers ?? {}) as Record<string, string>;
  return { entries: [...init.body.entries()], headers };
}

/** A signed-in session in localStorage, as sign-in leaves it. */
export function signIn(role: Role, userId = 'user-1') {
  localStorage.setItem('token', 'jwt-token');
  localStorage.setItem('userId', userId);
  localStorage.setItem('role', role);
}

/** URL.createObjectURL and revokeObjectURL, which jsdom lacks. */
export function stubObjectUrls() {
  const create = vi.fn((_file: Blob) => `blob:preview-${create.mock.calls.length}`);
  const revoke = vi.fn((_url: string) => undefined);
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

export function pictureFile(name = 'me.png', type = 'image/png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

export function makeUser(
  role: Role,
  overrides: Partial<OwnUser['profiledetails']> = {},
  extra: Partial<OwnUser> = {},
) {
  const user: OwnUser = {
    _id: 'user-1',
    email: 'asha@example.in',
    role,
    verified: false,
    createdAt: '2025-05-01T10:00:00.000Z',
    profiledetails: {
      Username: null,
      profilePic: null,
      bio: null,
      phoneno: null,
      project: null,
      currentStage: null,
      skills: [],
      currentWork: null,
      contribution: null,
      superpower: null,
      dreamProject: null,
      displayName: null,
      contactEmail: null,
      investorType: null,
      interestAreas: [],
      adventureAlert: 5,
      explorationPreference: 5,
      excitement: null,
      aboutMe: null,
      experience: null,
      desiredRole: null,
      ...overrides,
    },
    ...extra,
  };
  return user;
}

function LandedOn() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** Renders routes as the app does; any other path shows "Landed on <path>", to assert navigation. */
export function renderRoutes(routes: ReactNode, entry: string | { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {routes}
          <Route path="*" element={<LandedOn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** A promise the test settles by hand, to look at the page while a request runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Types into the field labelled `label` in one go (a paste), the way autofill does: quick to run. */
export async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
