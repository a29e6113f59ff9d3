import type { Role } from '@ideaignite/contract';
import { pagesFetchedWhenIdle } from './lazy-page.ts';

/*
 * The signed-in app's idle prefetch, apart from lib/lazy-page.ts so that the landing page's entry
 * does not carry it, and out of every first view: app/after-first-view.ts, fetched
 * PREFETCH_DELAY_MS after a signed-in page has loaded (lib/after-first-view.ts), starts it.
 */

/** An idle period this long (ms) means the browser has nothing else to do: a frame's spare time is shorter. */
export const IDLE_FOR_REAL_MS = 40;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * A connection where prefetching pays: not one where the user asked to save data, and a fast
 * one (4G or better) where the browser says what it is. Browsers that do not say (Safari,
 * Firefox) are taken at their word for being on a good one.
 */
function goodConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType === undefined || connection.effectiveType === '4g';
}

/**
 * Fetches every page marked `whenIdle` (and, when it names `forRoles`, only for those roles: an
 * Investor's idle time never fetches the Hustler's pipeline), one after another, each when the
 * browser is idle for real (an idle period of IDLE_FOR_REAL_MS or more). Not at all on a
 * Save-Data or slower-than-4G connection: there pages are fetched on intent (hover, focus) and
 * when opened.
 */
export function prefetchWhenIdle(role?: Role) {
  if (typeof window === 'undefined' || !goodConnection()) return;
  const queue = pagesFetchedWhenIdle(role);
  const next = () => {
    const page = queue.shift();
    if (!page) return;
    void page
      .preload()
      .catch(() => undefined)
      .then(() => whenIdle(next));
  };
  whenIdle(next);
}

/** Calls `callback` in the first idle period of IDLE_FOR_REAL_MS or more (never forced by a timeout). */
function whenIdle(callback: () => void) {
  if (typeof window === 'undefined') return;
  if (!('requestIdleCallback' in window)) {
    setTimeout(callback, 200);
    return;
  }
  window.requestIdleCallback((deadline) => {
    if (deadline.timeRemaining() >= IDLE_FOR_REAL_MS || deadline.didTimeout) callback();
    else whenIdle(callback);
  });
}
