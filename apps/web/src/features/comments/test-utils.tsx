import type { Blog, Comment, PublicUser, Video } from '@ideaignite/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/* Test helpers for the content features (videos, blogs, talks, comments). */

export function makeAuthor(id: string, name: string | null, verified = false): PublicUser {
  return {
    _id: id,
    role: 'Hustler',
    verified,
    createdAt: '2025-04-30T10:00:00.000Z',
    profiledetails: {
      Username: name,
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
    },
  };
}

export const aarav = makeAuthor('u-aarav', 'Aarav Mehta', true);
export const priya = makeAuthor('u-priya', 'Priya Raghavan');

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'v-1',
    title: 'ChaiCircle: our 60-second pitch',
    description: 'Loyalty cards for tea stalls.',
    videoUrl: '/media/videos/v-1.mp4',
    posterUrl: '/media/posters/v-1.jpg',
    mimeType: 'video/mp4',
    likes: 4,
    userHasLiked: false,
    commentsCount: 0,
    uploadedBy: aarav,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function makeComment(id: string, text: string, commentedBy: PublicUser | null = priya): Comment {
  return { _id: id, text, commentedBy, createdAt: new Date(Date.now() - 60_000).toISOString() };
}

export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: 'b-1',
    kind: 'blog',
    title: 'What 40 chai-stall owners taught me',
    summary: 'Regulars matter more than reach.',
    content: 'First line.\n\nSecond paragraph.',
    coverImageUrl: null,
    uploadedBy: aarav,
    comments: [],
    commentsCount: 0,
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    ...overrides,
  };
}

export function signInAs(role: 'Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker', userId = 'u-me') {
  localStorage.setItem('token', 'jwt-token');
  localStorage.setItem('userId', userId);
  localStorage.setItem('role', role);
}

/** Renders with a fresh query client and a router; `path` is where `ui` is mounted. */
export function renderContent(
  ui: ReactNode,
  { path = '/', entry = path }: { path?: string; entry?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/* A stand-in for lib/socket.ts: `vi.mock('…/lib/socket.ts', () => import('…/test-utils.tsx').then((m) => m.socketModule))`. */
const handlers = new Map<string, Set<(...args: unknown[]) => void>>();

function useFakeSocketEvent<Args extends unknown[]>(event: string, handler: (...args: Args) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (...args: unknown[]) => latest.current(...(args as Args));
    const set = handlers.get(event) ?? new Set();
    set.add(listener);
    handlers.set(event, set);
    return () => {
      set.delete(listener);
    };
  }, [event]);
}

export const socketModule = { getSocket: () => null, useSocketEvent: useFakeSocketEvent };

/** The server pushing an event to this tab (async: query caches notify on a later tick). */
export async function emitSocket(event: string, ...args: unknown[]) {
  await act(async () => {
    for (const listener of handlers.get(event) ?? []) listener(...args);
    // TanStack Query tells its observers on a timer tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export const socketListenerCount = (event: string) => handlers.get(event)?.size ?? 0;

/** XMLHttpRequest with the upload progress events a test fires by hand. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  async respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was sent');
    return xhr;
  }
}
