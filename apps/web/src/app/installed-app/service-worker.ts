import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { readSession, subscribeSession } from '../../lib/auth-storage.ts';
import type { ServedFromCache, ToWorker } from '../../service-worker/messages.ts';
import { reloadingForUpdate, setAppStatus } from './app-status.ts';
import { InstalledAppNotices } from './notices.tsx';

/** Where the build writes the worker (build/installed-app.ts); its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

let started = false;

function tell(worker: ServiceWorker | null | undefined, message: ToWorker) {
  worker?.postMessage(message);
}

/**
 * Registers the service worker (decision 037) and keeps the notices up to date: offline, an
 * answer from the cache, a new version waiting. Started once, after a signed-in page's first view
 * (app/after-first-view.ts); not on the development server, whose modules the worker would cache.
 */
export function startServiceWorker() {
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  started = true;
  const container = navigator.serviceWorker;
  showNotices();

  setAppStatus({ offline: !navigator.onLine });
  // Back online, the queries refetch on reconnect (TanStack Query): what shows is live again.
  window.addEventListener('online', () => setAppStatus({ offline: false, servedFromCache: false }));
  window.addEventListener('offline', () => setAppStatus({ offline: true }));
  container.addEventListener('message', (event: MessageEvent<ServedFromCache>) => {
    if (event.data?.type === 'served-from-cache') setAppStatus({ servedFromCache: true });
  });

  // Whoever signs out or in, the worker forgets every account's answers (it also does on the
  // sign-out and sign-in calls themselves, and keys what it keeps by the session's token).
  let userId = readSession()?.userId;
  subscribeSession(() => {
    const now = readSession()?.userId;
    if (now !== userId) tell(container.controller, { type: 'forget-accounts' });
    userId = now;
  });

  container.addEventListener('controllerchange', () => {
    // The version the person asked for has taken over: the page becomes it.
    if (reloadingForUpdate()) window.location.reload();
    else void keepWhatThisPageShows();
  });
  if (container.controller) {
    tell(container.controller, { type: 'ask-served-from-cache' });
    void keepWhatThisPageShows();
  }

  void container.register(SERVICE_WORKER_URL).then(
    (registration) => {
      const offerUpdate = () => {
        if (registration.waiting && container.controller) setAppStatus({ waiting: registration.waiting });
      };
      offerUpdate();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offerUpdate();
        });
      });
      // A page left open for days looks for a new version when it is looked at again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
    },
    () => undefined,
  );
}

/**
 * Asks again for what this page shows, now through the worker, so it keeps a copy for reading
 * offline: a page the server drew, or drawn before the worker was here, asked nothing of it.
 */
async function keepWhatThisPageShows() {
  if (!navigator.onLine) return;
  const { queryClient } = await import('../../lib/query-provider.tsx');
  await queryClient.refetchQueries({ type: 'active' }).catch(() => undefined);
}

/** The notices live in a root of their own, so that no first view carries their code. */
function showNotices() {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(InstalledAppNotices));
}
