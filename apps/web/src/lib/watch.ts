import type { PostKind } from '@ideaignite/contract';
import { useEffect, useState } from 'react';
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
 * answers the ref for the card's element. Without IntersectionObserver, while it is mounted.
 */
export function useWatchInView(kind: PostKind, id: string) {
  const [element, setElement] = useState<Element | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (!window.IntersectionObserver) return setVisible(true);
    const observer = new IntersectionObserver(([entry]) => setVisible(!!entry?.isIntersecting), {
      rootMargin: '25%',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  useWatchPost(kind, id, visible);
  return setElement;
}
