import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';

/*
 * A stand-in for lib/socket.ts:
 * `vi.mock('…/lib/socket.ts', () => import('…/test/fake-socket.ts').then((m) => m.socketModule))`.
 */

/** A connected socket whose emits the test reads. */
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

export const socketModule = { getSocket: () => fakeSocket, useSocketEvent: useFakeSocketEvent };

/** The server pushing an event to this tab; awaited, so the cache updates it causes have landed. */
export async function emitSocket(event: string, ...args: unknown[]) {
  await act(async () => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
    // TanStack Query tells its observers on a timer tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export const socketListenerCount = (event: string) => listeners.get(event)?.size ?? 0;

export function resetSocket() {
  socketEmits.length = 0;
  fakeSocket.connected = true;
}
