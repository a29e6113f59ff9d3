/**
 * The few service worker types sw.ts uses. The web app compiles against the DOM library, and
 * TypeScript's WebWorker library cannot sit beside it (duplicate globals), so they are spelt here.
 */

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface WorkerClient {
  id: string;
  url: string;
  postMessage(message: unknown): void;
}

interface WindowClient extends WorkerClient {
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

export interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  /** A navigation's answer started by navigation preload; undefined when preload is off. */
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: WorkerClient | null;
}

interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}

interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}

interface WorkerEvents {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: ExtendableMessageEvent;
  push: PushEvent;
  notificationclick: NotificationEvent;
}

export interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<WorkerClient | undefined>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}
