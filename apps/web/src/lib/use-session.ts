import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from './auth-storage.ts';
import { isHydratingSignedIn, serverRender } from './server-render.ts';

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

/**
 * The session as the server rendered the page: the request's on the server; in the browser while
 * hydrating a signed-in page, this browser's (the same user, checked first), as the very object
 * `snapshot` answers, so hydration finds nothing changed and re-renders nothing.
 */
function serverSnapshot(): Session | null {
  const rendering = serverRender();
  if (rendering) return rendering.session;
  return isHydratingSignedIn() ? snapshot() : null;
}

/**
 * The signed-in session, re-rendering on sign-in, sign-out and changes from other tabs. On the
 * server and while hydrating, the session the page was rendered for: none for the prerendered
 * landing page (a signed-in visitor's header updates once hydrated), the cookie's for a
 * signed-in page rendered per request (src/ssr.tsx).
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, serverSnapshot);
}
