import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from './auth-storage.ts';

let cached: Session | null = null;
let cachedKey = '';

function snapshot(): Session | null {
  const session = readSession();
  const key = session ? `${session.token}|${session.userId}|${session.role}` : '';
  if (key !== cachedKey) {
    cachedKey = key;
    cached = session;
  }
  return cached;
}

/** The signed-in session, re-rendering on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
