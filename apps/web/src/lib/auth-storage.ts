import { isRole, outboxKey, type Role, STORAGE_KEYS } from '@ideaignite/contract';
import { serverRender } from './server-render.ts';

/** The session lives in localStorage under the keys the spec names (token, userId) plus the role. */
export interface Session {
  token: string;
  userId: string;
  role: Role | null;
}

const listeners = new Set<() => void>();

export function readSession(): Session | null {
  const rendering = serverRender();
  if (rendering) return rendering.session;
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userId = localStorage.getItem(STORAGE_KEYS.userId);
  if (!token || !userId) return null;
  const role = localStorage.getItem(STORAGE_KEYS.role);
  return { token, userId, role: isRole(role) ? role : null };
}

export function saveSession(session: { token: string; userId: string; role: Role }): void {
  const previous = localStorage.getItem(STORAGE_KEYS.userId);
  if (previous && previous !== session.userId) localStorage.removeItem(outboxKey(previous));
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.userId, session.userId);
  localStorage.setItem(STORAGE_KEYS.role, session.role);
  notify();
}

export function clearSession(): void {
  // A page rendered on the server has no storage: the browser finds the ended session itself.
  if (serverRender()) return;
  // What this account wrote offline goes with its session: nobody else on the device reads it.
  const userId = localStorage.getItem(STORAGE_KEYS.userId);
  if (userId) localStorage.removeItem(outboxKey(userId));
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userId);
  localStorage.removeItem(STORAGE_KEYS.role);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  // A page rendered on the server never changes session.
  if (typeof window === 'undefined') return () => undefined;
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
