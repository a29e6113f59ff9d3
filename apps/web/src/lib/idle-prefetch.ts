import type { Role } from '@ideaignite/contract';
import { pagesFetchedWhenIdle } from './lazy-page.ts';

/*
 * The signed-in app's idle prefetch, apart from lib/lazy-page.ts so that the landing page's entry
 * does not carry it: only app/signed-in-routes.tsx (fetched once someone is signed in) imports it.
 */

/** How long after the page has loaded the idle prefetch waits, leaving the network to the page's own images and data. */
export const PREFETCH_DELAY_MS = 2000;

/** A connection where every byte counts: the user asked to save data, or it is 2G. */
function saveData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Fetches every page marked `whenIdle` (and, when it names `forRoles`, only for those roles: an
 * Investor's idle time never fetches the Hustler's pipeline), one after another while the browser is idle, starting
 * PREFETCH_DELAY_MS after the page has loaded (so it never competes with what is on screen).
 * Not at all on a Save-Data or 2G connection: there pages are fetched on intent and when opened.
 */
export function prefetchAll(role?: Role) {
  if (typeof window === 'undefined' || saveData()) return;
  const queue = pagesFetchedWhenIdle(role);
  const next = () => {
    const page = queue.shift();
    if (!page) return;
    void page
      .preload()
      .catch(() => undefined)
      .then(() => whenIdle(next));
  };
  const start = () => setTimeout(() => whenIdle(next), PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function whenIdle(callback: () => void) {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 200);
}
