import type { PostKind } from '@ideaignite/contract';
import { useCallback, useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket } from './socket.ts';
import { useSession } from './use-session.ts';

/*
 * Issue 32 (decision 040): the server sends a post's live events (new comments, edits, deletions,
 * likes) only to the sockets watching it. This tab watches what it has on screen: the cards of a
 * list while they are in view, and an opened post's page. Each post is counted (two cards of one
 * video are one watch): the server hears of the first and of the last, and of everything watched
 * again on every (re)connection (a new connection is in no room). Kept small: the feed's cards are
 * in the dashboards' first view.
 */

type Item = { kind: PostKind; id: string };
const watched = new Map<string, [Item, number]>();
let followed: Socket | null = null;

function tell(event: 'watch' | 'unwatch', items: Item[]) {
  const socket = getSocket();
  if (socket && socket !== followed) {
    followed = socket;
    socket.on('connect', () =>
      tell(
        'watch',
        [...watched.values()].map(([item]) => item),
      ),
    );
  }
  if (socket?.connected && items.length) socket.emit(event, { items });
}

/** Watches a post until the answer is called. */
export function watchPost(kind: PostKind, id: string): () => void {
  const key = kind + id;
  const entry = watched.get(key) ?? [{ kind, id }, 0];
  watched.set(key, entry);
  if (!entry[1]++) tell('watch', [entry[0]]);
  return () => {
    if (--entry[1]) return;
    watched.delete(key);
    tell('unwatch', [entry[0]]);
  };
}

/** Watches a post while `on` (an opened post's page: always) and someone is signed in. */
export function useWatchPost(kind: PostKind, id: string, on = true) {
  const token = useSession()?.token;
  useEffect(() => (on && token ? watchPost(kind, id) : undefined), [kind, id, on, token]);
}

/**
 * Watches a card's post while the card is in view (or nearly: a quarter of a screen around it);
 * answers the ref callback for the card's element (no state: the card never re-renders for it).
 * Without IntersectionObserver, while it is mounted.
 */
export function useWatchInView(kind: PostKind, id: string) {
  const token = useSession()?.token;
  return useCallback(
    (element: Element | null) => {
      if (!element || !token) return;
      let stop: (() => void) | undefined;
      const leave = () => {
        stop?.();
        stop = undefined;
      };
      if (!window.IntersectionObserver) {
        stop = watchPost(kind, id);
        return leave;
      }
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) leave();
          else if (!stop) stop = watchPost(kind, id);
        },
        { rootMargin: '25%' },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        leave();
      };
    },
    [kind, id, token],
  );
}
