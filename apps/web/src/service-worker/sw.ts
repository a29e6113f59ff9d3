import { SERVED_FROM_CACHE, type ToWorker } from './messages.ts';
import {
  API_CACHE_PREFIX,
  accountCacheName,
  isOfflineReadable,
  pathPattern,
  withinTime,
} from './offline-readable.ts';
import type { FetchEvent, WorkerScope } from './worker-types.ts';

/**
 * IdeaIgnite's service worker (decision 037), built into dist/sw.js by build/service-worker.ts,
 * which fills in BUILD: this build's files and the API paths kept for reading offline.
 */
declare const BUILD: {
  version: string;
  /** The app shell and every hashed asset of this build. */
  precache: string[];
  /** Contract paths (`/api/blogs/:blogId`) whose GETs are kept per account. */
  offlineReadable: string[];
  /** Calls after which no account's answers are kept (signing out). */
  forgetAfter: string[];
  icon: string;
  badge: string;
};

declare const self: WorkerScope;
/** Read once: the build writes BUILD's value wherever the name appears. */
const build = BUILD;

/** The page every navigation falls back to offline: it draws any signed-in page from the API. */
const SHELL = '/app.html';
const SHELL_CACHE = `shell-${build.version}`;
/** How long an API call may take before the last good answer is shown instead. */
const API_TIMEOUT_MS = 3000;
const readable = build.offlineReadable.map(pathPattern);
const forgetAfter = build.forgetAfter.map(pathPattern);
/** Pages (client ids) that were answered from the cache, until they ask. */
const servedFromCache = new Set<string>();

self.addEventListener('install', (event) => {
  // A new version waits: the page offers "New version — reload" and asks for it (activate-update).
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([SHELL, ...build.precache])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      // Navigations start while the worker starts, and tell the server which build's files this
      // worker holds: a signed-in page is then sent as app.html with its data (decision 050).
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.registration.navigationPreload?.setHeaderValue(build.version).catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as ToWorker;
  if (message.type === 'activate-update') void self.skipWaiting();
  else if (message.type === 'forget-accounts') event.waitUntil(forgetAccounts());
  else if (message.type === 'ask-served-from-cache') {
    const id = event.source?.id;
    if (id && servedFromCache.has(id)) event.source?.postMessage(SERVED_FROM_CACHE);
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (forgetAfter.some((pattern) => pattern.test(url.pathname))) event.waitUntil(forgetAccounts());
    return;
  }
  if (request.mode === 'navigate') {
    // Network first, and no timeout: a live network always gets the current app.
    event.respondWith(navigation(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  } else if (isOfflineReadable(url.pathname, readable) && request.headers.has('authorization')) {
    event.respondWith(networkFirst(event.request, event.clientId, event));
  }
});

/** The navigation's answer from the network (the preloaded one when there is one); the shell offline. */
async function navigation(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return shell();
  }
}

async function shell(): Promise<Response> {
  return (await caches.match(SHELL)) ?? Response.error();
}

/** Network first; the account's last good answer when the network fails or is slower than API_TIMEOUT_MS. */
async function networkFirst(
  request: Request,
  clientId: string,
  event: { waitUntil(work: Promise<unknown>): void },
): Promise<Response> {
  const cacheName = await accountCacheName(request.headers.get('authorization') ?? '');
  const answer = fetch(request.clone());
  const keep = answer.then(async (response) => {
    if (response.ok) await keepFor(cacheName, request, response.clone());
    // A session that has ended: its answers go with it.
    else if (response.status === 401) await caches.delete(cacheName);
  });
  event.waitUntil(keep.catch(() => undefined));
  const inTime = await withinTime(
    answer.catch(() => undefined),
    API_TIMEOUT_MS,
  );
  if (inTime) return inTime;
  const cached = await (await caches.open(cacheName)).match(request);
  if (cached) {
    servedFromCache.add(clientId);
    const page = clientId ? await self.clients.get(clientId) : undefined;
    page?.postMessage(SERVED_FROM_CACHE);
    return cached;
  }
  return answer;
}

/** Keeps the answer in this account's cache; only one account's answers are ever kept. */
async function keepFor(cacheName: string, request: Request, response: Response) {
  for (const name of await caches.keys()) {
    if (name.startsWith(API_CACHE_PREFIX) && name !== cacheName) await caches.delete(name);
  }
  await (await caches.open(cacheName)).put(request, response);
}

async function forgetAccounts() {
  for (const name of await caches.keys()) {
    if (name.startsWith(API_CACHE_PREFIX)) await caches.delete(name);
  }
}

/** A push (issue 29's server side): `{ title, body, url, tag }`, url a path of this site. */
self.addEventListener('push', (event) => {
  const data = (event.data?.json() ?? {}) as { title?: string; body?: string; url?: string; tag?: string };
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'IdeaIgnite', {
      body: data.body ?? '',
      tag: data.tag,
      data: { url: samePath(data.url) },
      icon: build.icon,
      badge: build.badge,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    samePath((event.notification.data as { url?: string } | null)?.url),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      // navigate() needs a page this worker controls; without one, a window of its own.
      const focused = open ? await open.focus().catch(() => open) : null;
      const shown = focused ? await focused.navigate(url).catch(() => null) : null;
      if (!shown) await self.clients.openWindow(url);
    })(),
  );
});

/** A path of this site, or the home page: a push never sends the app elsewhere. */
function samePath(url: string | undefined): string {
  return url?.startsWith('/') && !url.startsWith('//') ? url : '/';
}
