import type { CommentTarget, PostKind } from '@ideaignite/contract';
import type { ServerToClientEvents } from './socket-events.ts';

/**
 * Issue 32 (decision 040): rooms per item. Videos have theirs; blogs and talks share one table and
 * one kind of room. A socket joins an item's room while the item is on its screen (watch), and an
 * item's live events go to that room only.
 */
export type ItemTable = 'video' | 'blog';

export const tableOf = (kind: PostKind | CommentTarget): ItemTable => (kind === 'video' ? 'video' : 'blog');

/** The room of a video (`video:<id>`), or of a blog or talk (`blog:<id>`). */
export const itemRoom = (kind: PostKind | CommentTarget, id: string) => `${tableOf(kind)}:${id}`;

/** The item a room is of; undefined for user and session rooms. */
export function itemOfRoom(room: string): { table: ItemTable; id: string } | undefined {
  const colon = room.indexOf(':');
  const table = room.slice(0, colon);
  if (table !== 'video' && table !== 'blog') return undefined;
  return { table, id: room.slice(colon + 1) };
}

/** How many item rooms a socket is in (its user and session rooms left out). */
export function watchedCount(rooms: Iterable<string>): number {
  let count = 0;
  for (const room of rooms) if (itemOfRoom(room)) count++;
  return count;
}

/** The SQL-backed questions about items (the videos and blogs modules answer them). */
export interface ItemLookups {
  /** Which of `ids` `viewerId` may see, so watch (the item pages' own visibility rule). */
  watchable(viewerId: string, table: ItemTable, ids: string[]): Promise<string[]>;
  /** Which of `ids` are `ownerId`'s. */
  ownedBy(ownerId: string, table: ItemTable, ids: string[]): Promise<string[]>;
  /** Every item of `ownerId`'s in `table`, hidden ones too (a suspension empties their rooms). */
  allOwnedBy(ownerId: string, table: ItemTable): Promise<string[]>;
}

/**
 * The events about one item (a comment, an edit, a delete, a like, a stream's progress): each goes to
 * that item's room only (ROOM_OF). realtime.ts's broadcast sends these and no others.
 */
export type ItemEvents = Pick<
  ServerToClientEvents,
  | 'newComment'
  | 'newTalkComment'
  | 'videoUpdated'
  | 'videoDeleted'
  | 'videoStreamUpdated'
  | 'videoPosterUpdated'
  | 'blogUpdated'
  | 'blogDeleted'
  | 'commentUpdated'
  | 'commentDeleted'
  | 'likesChanged'
>;

/** Each per-item event's room, read from its own arguments: the one place that knows them. */
export const ROOM_OF: {
  [Event in keyof ItemEvents]: (...args: Parameters<ItemEvents[Event]>) => string;
} = {
  newComment: (videoId) => itemRoom('video', videoId),
  newTalkComment: (blogId) => itemRoom('talk', blogId),
  videoUpdated: (video) => itemRoom('video', video._id),
  videoDeleted: (videoId) => itemRoom('video', videoId),
  videoStreamUpdated: (videoId) => itemRoom('video', videoId),
  videoPosterUpdated: (videoId) => itemRoom('video', videoId),
  blogUpdated: (blog) => itemRoom('blog', blog._id),
  blogDeleted: (blogId) => itemRoom('blog', blogId),
  commentUpdated: (target, parentId) => itemRoom(target, parentId),
  commentDeleted: (target, parentId) => itemRoom(target, parentId),
  likesChanged: (kind, id) => itemRoom(kind, id),
};
