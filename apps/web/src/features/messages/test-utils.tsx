import type {
  AppNotification,
  ChatListItem,
  ChatMessage,
  ConnectionDetail,
  PublicUser,
} from '@ideaignite/contract';
import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { vi } from 'vitest';
import { makeAuthor } from '../comments/test-utils.tsx';

/* Test helpers for messages, notifications and networking. */

export type SocialReply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | 'network-error'
  | ((init: RequestInit | undefined) => SocialReply);

/** Stubs fetch with answers keyed by "METHOD /path" (with their X-Next-Cursor); others fail like a dead server. */
export function fakeSocialApi(handlers: Record<string, SocialReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    let reply = handlers[`${init?.method ?? 'GET'} ${String(input)}`] ?? 'network-error';
    if (typeof reply === 'function') reply = reply(init);
    if (reply === 'network-error' || typeof reply === 'function') throw new TypeError('Failed to fetch');
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const requested = (fetchMock: ReturnType<typeof fakeSocialApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** A connected socket whose emits the test reads (and whose acks it answers). */
export const socketEmits: Array<{ event: string; args: unknown[] }> = [];
export const fakeSocket = {
  connected: true,
  emit: (event: string, ...args: unknown[]) => {
    socketEmits.push({ event, args });
  },
  on: () => undefined,
  off: () => undefined,
};

const listeners = new Map<string, Set<(...args: unknown[]) => void>>();

function useFakeSocketEvent<Args extends unknown[]>(event: string, handler: (...args: Args) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (...args: unknown[]) => latest.current(...(args as Args));
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  }, [event]);
}

/** `vi.mock('../../lib/socket.ts', () => import('../messages/test-utils.tsx').then((m) => m.socketModule))` */
export const socketModule = { getSocket: () => fakeSocket, useSocketEvent: useFakeSocketEvent };

/** The server pushing an event to this tab; awaited, so the cache updates it causes have landed. */
export async function serverEmits(event: string, ...args: unknown[]) {
  await act(async () => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  });
}

export function resetSocket() {
  socketEmits.length = 0;
  fakeSocket.connected = true;
}

export function person(id: string, name: string | null, role: PublicUser['role'] = 'Hustler'): PublicUser {
  return { ...makeAuthor(id, name), role };
}

export function makeChat(overrides: Partial<ChatListItem> & { _id: string }): ChatListItem {
  return {
    email: null,
    profilePic: null,
    text: 'Hello there',
    name: 'Meera Nair',
    role: 'Hustler',
    lastMessageAt: new Date(Date.now() - 3600_000).toISOString(),
    lastSenderId: overrides._id,
    unreadCount: 0,
    ...overrides,
  };
}

let clock = Date.now() - 86_400_000;
export function makeMessage(overrides: Partial<ChatMessage> & { _id: string }): ChatMessage {
  clock += 60_000;
  return {
    senderId: 'u-meera',
    receiverId: 'u-me',
    text: 'Hello',
    createdAt: new Date(clock).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> & { _id: string }): AppNotification {
  return {
    type: 'like',
    message: 'Someone liked your video.',
    isRead: false,
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    actorId: 'u-meera',
    entityId: 'v-1',
    ...overrides,
  };
}

export function makeConnection(
  overrides: Partial<ConnectionDetail> & { _id: string; hustlerId: string; investorId: string },
): ConnectionDetail {
  return {
    status: 'pending',
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    respondedAt: null,
    hustler: person(overrides.hustlerId, 'Meera Nair', 'Hustler'),
    investor: person(overrides.investorId, 'Priya Raghavan', 'Investor'),
    ...overrides,
  };
}
