import { type ChatMessage, type Comment, outboxKey } from '@ideaignite/contract';
import { commentsApi } from '@ideaignite/contract/comments';
import { messagesApi } from '@ideaignite/contract/messages';
import { talksApi } from '@ideaignite/contract/talks';
import { useSyncExternalStore } from 'react';
import { ApiError, NetworkError } from './api-client.ts';
import { readSession } from './auth-storage.ts';
import { call } from './call.ts';

/*
 * Offline writing (issue 29, decision 038): a chat message or a comment written without a
 * connection waits here, in this account's own localStorage entry, and is sent when the
 * connection returns (the `online` event, the app's start). Each item has its idempotency key
 * from the moment it was written, the same on every try, so the server stores it once however
 * often it is sent (a lost answer, two tabs flushing together). The server's answer removes it.
 * Signing out removes the account's entry (auth-storage.ts).
 */

/** Where a waiting item goes: a conversation, a video's comments, a blog's or talk's. */
export type OutboxTarget =
  | { kind: 'message'; receiverId: string }
  | { kind: 'video-comment'; videoId: string }
  | { kind: 'post-comment'; blogId: string };

export interface OutboxItem {
  /** The idempotency key the server honours: one item, one message or comment. */
  key: string;
  target: OutboxTarget;
  text: string;
  createdAt: string;
  /** The server refused it when it was sent (its words): it stays until its writer discards it. */
  refused?: string;
}

/** What the server answered for a sent item. */
export type OutboxSent =
  | { item: OutboxItem; kind: 'message'; message: ChatMessage }
  | { item: OutboxItem; kind: 'video-comment' | 'post-comment'; comment: Comment };

/** A UUID (v4) made here: the item's idempotency key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const listeners = new Set<() => void>();
const sentListeners = new Set<(sent: OutboxSent) => void>();
const EMPTY: OutboxItem[] = [];
let cachedRaw: string | null = null;
let cachedItems: OutboxItem[] = EMPTY;

/** The items `userId` has waiting, oldest first (a snapshot: the same array until they change). */
export function readOutbox(userId: string): OutboxItem[] {
  const raw = localStorage.getItem(outboxKey(userId));
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed) && parsed.length > 0 ? (parsed as OutboxItem[]) : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function writeOutbox(userId: string, items: OutboxItem[]) {
  if (items.length === 0) localStorage.removeItem(outboxKey(userId));
  else localStorage.setItem(outboxKey(userId), JSON.stringify(items));
  for (const listener of listeners) listener();
}

/** Puts an item in `userId`'s outbox (once per key). */
export function addToOutbox(userId: string, item: OutboxItem) {
  const items = readOutbox(userId);
  if (items.some((known) => known.key === item.key)) return;
  writeOutbox(userId, [...items, item]);
}

/** Takes an item out: the server stored it, or its writer discarded it. */
export function removeFromOutbox(userId: string, key: string) {
  writeOutbox(
    userId,
    readOutbox(userId).filter((item) => item.key !== key),
  );
}

function markRefused(userId: string, key: string, words: string) {
  writeOutbox(
    userId,
    readOutbox(userId).map((item) => (item.key === key ? { ...item, refused: words } : item)),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same account sent or queued something.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('outbox:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** `userId`'s waiting items that `matches` picks (a conversation's, a post's), re-rendering on change. */
export function useOutbox(userId: string | undefined, matches: (target: OutboxTarget) => boolean) {
  const items = useSyncExternalStore(
    subscribe,
    () => (userId ? readOutbox(userId) : EMPTY),
    () => EMPTY,
  );
  return items.filter((item) => matches(item.target));
}

/** Tells `listener` of every item the server has stored (to put it in the lists that show it). */
export function onOutboxSent(listener: (sent: OutboxSent) => void) {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

async function sendItem(item: OutboxItem): Promise<OutboxSent> {
  const { target, text, key: idempotencyKey } = item;
  if (target.kind === 'message') {
    const message = await call(messagesApi.send, {
      params: { userId: target.receiverId },
      body: { text, idempotencyKey },
    });
    return { item, kind: 'message', message };
  }
  const { comment } =
    target.kind === 'video-comment'
      ? await call(commentsApi.addVideoComment, { body: { videoId: target.videoId, text, idempotencyKey } })
      : await call(talksApi.addComment, {
          params: { blogId: target.blogId },
          body: { text, idempotencyKey },
        });
  return { item, kind: target.kind, comment };
}

/** A failure worth trying again later: no answer, the server busy or down, too fast. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || error.status === 408;

let flushing: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

/** How long after a run stopped on a failure that may pass (while the browser says online) to try again. */
export const OUTBOX_RETRY_MS = 20_000;

/** Tries again later, once: the browser believes it is online, so no `online` event will come. */
function retryLater() {
  if (retry !== undefined || !navigator.onLine) return;
  retry = setTimeout(() => {
    retry = undefined;
    void flushOutbox();
  }, OUTBOX_RETRY_MS);
}

/**
 * Sends the signed-in account's waiting items, oldest first, one at a time (a conversation keeps
 * its order). Stops at the first failure that may pass (still offline, the server down) to try
 * again later; an item the server refused keeps its words and waits to be discarded. One flush
 * at a time per tab; another tab flushing the same items is harmless (the keys).
 */
export function flushOutbox(): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    // This run is the retry a failure asked for: another is asked for if it fails too.
    clearTimeout(retry);
    retry = undefined;
    try {
      const userId = readSession()?.userId;
      if (!userId) return;
      for (const item of readOutbox(userId)) {
        if (item.refused) continue;
        if (readSession()?.userId !== userId) return;
        let sent: OutboxSent;
        try {
          sent = await sendItem(item);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          if (isPassing(error)) {
            retryLater();
            return;
          }
          markRefused(userId, item.key, (error as ApiError).serverMessage ?? (error as Error).message);
          continue;
        }
        removeFromOutbox(userId, item.key);
        for (const listener of sentListeners) listener(sent);
      }
    } finally {
      flushing = null;
    }
  };
  // Set before the run starts: a run with nothing to send finishes at once, and must clear it after.
  flushing = Promise.resolve().then(run);
  return flushing;
}

let started = false;

/** Flushes now (when online) and whenever the connection returns; once per tab, whoever asks. */
export function startOutbox() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  if (navigator.onLine) void flushOutbox();
}

/**
 * Sends `text` now with a fresh idempotency key, or, offline (or when the send gets no answer:
 * NetworkError), puts it in the outbox with that key: 'queued'. A refusal by the server is thrown
 * as before.
 */
export async function sendOrQueue<T>(
  userId: string,
  target: OutboxTarget,
  text: string,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<{ queued: true } | { queued: false; answer: T }> {
  const key = newIdempotencyKey();
  const queue = () => {
    addToOutbox(userId, { key, target, text, createdAt: new Date().toISOString() });
    startOutbox();
    // No answer while the browser says online (a dropped socket, a dead network): try again soon.
    retryLater();
    return { queued: true as const };
  };
  if (!navigator.onLine) return queue();
  try {
    return { queued: false, answer: await send(key) };
  } catch (error) {
    if (error instanceof NetworkError) return queue();
    throw error;
  }
}
