import { z } from 'zod';
import type { PostKind } from './paths.ts';

/**
 * Issue 32 (decision 040): live events go to those who are looking. A socket watches the videos,
 * blogs and talks it has on screen (SOCKET_EVENTS.watch / unwatch); the server sends an item's
 * live events (new comments, edits, deletions, likes) to its watchers only.
 */

/**
 * At most this many items watched by one socket at once (a watch past it is refused whole), and so
 * in one watch or unwatch (a client says everything it watches again after a reconnection).
 */
export const MAX_WATCHED_ITEMS = 200;

/** What watching live updates says when it cannot be done. */
export const LIVE_WORDS = {
  tooManyWatched:
    'You are following live updates of too many posts at once. Close some of them and try again.',
  notWatchable: 'Live updates of this post cannot be followed: it is gone or you cannot see it.',
  invalidWatch: 'Say which posts to follow live: videos, blogs or talks, up to 200 at a time.',
} as const;

const WatchedItemSchema = z.strictObject({
  kind: z.enum(['video', 'blog', 'talk'] satisfies PostKind[]),
  id: z.uuid(),
});
export type WatchedItem = z.infer<typeof WatchedItemSchema>;

/** Socket (client → server): watch or unwatch these items. */
export const WatchInputSchema = z.strictObject(
  { items: z.array(WatchedItemSchema).min(1).max(MAX_WATCHED_ITEMS) },
  { error: LIVE_WORDS.invalidWatch },
);

/**
 * watch's acknowledgement: the items now watched and those refused (gone, hidden, blocked); or,
 * past MAX_WATCHED_ITEMS or for a malformed request, the words of the refusal (nothing changed).
 */
export type WatchAnswer = { ok: true; watching: string[]; refused: string[] } | { ok: false; error: string };
