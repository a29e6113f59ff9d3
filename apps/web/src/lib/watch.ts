import { type PostKind, SOCKET_EVENTS, WATCH_BATCH_MAX } from '@ideaignite/contract';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket } from './socket.ts';
import { useSession } from './use-session.ts';

/*
 * Issue 32 (decision 040): the server sends a post's live events (new comments, edits, deletions,
 * likes) only to the sockets watching it. This tab watches what it has on screen: the cards of a
 * list while they are in view, and an opened post's page. Each item is counted (two cards of one
 * video are one watch); the server is told when the first view of an item comes and the last goes,
 * and is told everything again after a reconnect (a new connection starts in no room).
 */

const watchers = new Map<string, number>();
const changes: Record<'watch' | 'unwatch', Set<string>> = { watch: new Set(), unwatch: new Set() };
let followed: Socket | null = null;
let flushing = false;

function send(socket: Socket, event: 'watch' | 'unwatch', keys: string[]) {
  for (let i = 0; i < keys.length; i += WATCH_BATCH_MAX) {
    const items = keys.slice(i, i + WATCH_BATCH_MAX).map((key) => {
      const [kind, id] = key.split(':');
      return { kind, id };
    });
    socket.emit(SOCKET_EVENTS[event], { items });
  }
}

/** Changes of one render go to the server together, a batch per event. */
function flush() {
  flushing = false;
  const socket = getSocket();
  if (socket && socket !== followed) {
    followed = socket;
    // Every (re)connection: this tab's whole list, since the server forgot the last connection's.
    socket.on('connect', () => send(socket, 'watch', [...watchers.keys()]));
  }
  for (const event of ['watch', 'unwatch'] as const) {
    if (socket?.connected) send(socket, event, [...changes[event]]);
    changes[event].clear();
  }
}

function change(event: 'watch' | 'unwatch', key: string) {
  changes[event === 'watch' ? 'unwatch' : 'watch'].delete(key) || changes[event].add(key);
  if (!flushing) {
    flushing = true;
    queueMicrotask(flush);
  }
}

/** Watches a post until the answer is called (counted: the server hears of the first and the last). */
export function watchPost(kind: PostKind, id: string): () => void {
  const key = `${kind}:${id}`;
  const count = watchers.get(key) ?? 0;
  watchers.set(key, count + 1);
  if (count === 0) change('watch', key);
  return () => {
    const left = (watchers.get(key) ?? 1) - 1;
    if (left > 0) return void watchers.set(key, left);
    watchers.delete(key);
    change('unwatch', key);
  };
}

/** Watches a post while `on` (an opened post's page: always) and someone is signed in. */
export function useWatchPost(kind: PostKind, id: string, on = true) {
  const token = useSession()?.token;
  useEffect(() => (on && token && id ? watchPost(kind, id) : undefined), [kind, id, on, token]);
}

const inView = new Map<Element, (visible: boolean) => void>();
let observer: IntersectionObserver | undefined;

/**
 * Watches a card's post while the card is in view (or nearly: 25% of a screen around it); answers
 * the ref for the card's element. Without IntersectionObserver, while it is mounted.
 */
export function useWatchInView(kind: PostKind, id: string) {
  const [element, setElement] = useState<Element | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inView.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin: '25%' },
    );
    inView.set(element, setVisible);
    observer.observe(element);
    return () => {
      inView.delete(element);
      observer?.unobserve(element);
    };
  }, [element]);
  useWatchPost(kind, id, visible);
  return setElement;
}
