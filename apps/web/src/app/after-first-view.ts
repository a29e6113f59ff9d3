import type { Role } from '@ideaignite/contract';
import { prefetchWhenIdle } from '../lib/idle-prefetch.ts';
import { startOutbox } from '../lib/outbox.ts';
import { startServiceWorker } from './installed-app/service-worker.ts';

/**
 * What the signed-in app does once its first view is done (fetched PREFETCH_DELAY_MS after the
 * page has loaded, lib/after-first-view.ts, so none of it weighs on a first view): the pages the
 * role uses, while the browser is idle, the service worker (issue 29), and the outbox: what was
 * written offline goes now, whatever page the app opened on, and whenever the connection returns
 * (decision 038).
 */
export function startAfterFirstView(role?: Role) {
  prefetchWhenIdle(role);
  startServiceWorker();
  startOutbox();
}
