/** What the page and the service worker say to each other (postMessage), both ways. */

/** Page → worker. */
export type ToWorker =
  /** Activate the waiting version now (the page reloads when it takes over). */
  | { type: 'activate-update' }
  /** Nobody is signed in any more, or someone else is: forget every account's answers. */
  | { type: 'forget-accounts' }
  /** Did this page get any answer from the cache? Answered with `served-from-cache`. */
  | { type: 'ask-served-from-cache' };

/** Worker → page: an answer to this page came from the cache, not the network. */
export interface ServedFromCache {
  type: 'served-from-cache';
}

export const SERVED_FROM_CACHE: ServedFromCache = { type: 'served-from-cache' };
