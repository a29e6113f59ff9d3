import { API_ERRORS, WORDS } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { clearSession, readSession, subscribeSession } from './auth-storage.ts';
import { call } from './call.ts';
import { useSession } from './use-session.ts';

let socket: Socket | null = null;
let socketToken: string | null = null;

/**
 * The one Socket.IO connection of this tab, authenticated with the stored token. It follows the
 * session: a new sign-in reconnects with the new token, signing out disconnects.
 */
export function getSocket(): Socket | null {
  const session = readSession();
  if (!session) {
    closeSocket();
    return null;
  }
  if (socket && socketToken === session.token) return socket;
  closeSocket();
  socketToken = session.token;
  socket = io({ auth: { token: session.token }, transports: ['websocket', 'polling'] });
  followSession(socket);
  return socket;
}

/**
 * The server closes a socket when its session ends (ended on another device, password changed,
 * token expired). Ask the API whether the session still lives: a 401 signs this tab out at once
 * (the API client does that); otherwise, e.g. a server restart, connect again.
 */
function followSession(current: Socket) {
  current.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    call(authApi.currentSession).then(
      () => {
        if (socket === current) current.connect();
      },
      () => undefined,
    );
  });
  current.on('connect_error', (error) => {
    if (error.message === API_ERRORS.invalidToken || error.message === WORDS.auth.noToken) clearSession();
  });
}

function closeSocket() {
  socket?.close();
  socket = null;
  socketToken = null;
}

if (typeof window !== 'undefined') {
  subscribeSession(() => {
    const session = readSession();
    if (!session || session.token !== socketToken) closeSocket();
  });
}

/** Subscribes to a server event for the component's lifetime; the latest handler is always used. */
export function useSocketEvent<Args extends unknown[]>(
  event: string,
  handler: (...args: Args) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) return;
    const current = getSocket();
    if (!current) return;
    const listener = (...args: unknown[]) => latest.current(...(args as Args));
    current.on(event, listener);
    return () => {
      current.off(event, listener);
    };
  }, [event, token]);
}
