import { useSyncExternalStore } from 'react';
import type { ToWorker } from '../../service-worker/messages.ts';

/** What the installed app's notices show (notices.tsx): kept by service-worker.ts. */
export interface AppStatus {
  /** The browser says it has no network. */
  offline: boolean;
  /** Some answer this page shows came from the service worker's cache, not the network. */
  servedFromCache: boolean;
  /** A new version, installed and waiting for the page to ask for it. */
  waiting: ServiceWorker | null;
}

let status: AppStatus = { offline: false, servedFromCache: false, waiting: null };
const listeners = new Set<() => void>();

export function setAppStatus(change: Partial<AppStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function useAppStatus(): AppStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

let reloading = false;

/** Asks the waiting version to take over; service-worker.ts reloads the page once it has. */
export function activateUpdate(worker: ServiceWorker) {
  reloading = true;
  worker.postMessage({ type: 'activate-update' } satisfies ToWorker);
}

/** Whether the person asked for the new version (its taking over then reloads the page). */
export const reloadingForUpdate = () => reloading;
