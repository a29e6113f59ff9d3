/**
 * The feed's order, defined once for the server and the web (issue 30): videos and blogs
 * interleaved newest first, as the database's keyset pages them: by creation time, then by id,
 * both descending.
 *
 * `at` is a fixed-width UTC ISO timestamp compared as text, so the order is the same whatever its
 * precision. The server compares the database's microsecond text (`cursorAt`), because where it
 * cuts a page must agree with the keyset cursor; the wire's `createdAt` carries milliseconds, so
 * the web, merging the loaded pages, places two entries of the same millisecond by id.
 */

/** Where an entry stands in the feed: its creation time as fixed-width UTC ISO text, and its id. */
export interface FeedKey {
  at: string;
  id: string;
}

/** Newest first, ties by id descending (the keyset's `(created_at, id) desc`). */
export function newestFirst(a: FeedKey, b: FeedKey): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

/** A video or a blog of the merged feed, with what it was made from. */
export type FeedEntry<V, B> = { kind: 'video'; video: V } | { kind: 'blog'; blog: B };

/** Videos and blogs as one list in feed order; `keyOf` says where each stands. */
export function mergeFeed<V, B>(
  videos: readonly V[],
  blogs: readonly B[],
  keyOf: { video: (video: V) => FeedKey; blog: (blog: B) => FeedKey },
): FeedEntry<V, B>[] {
  const keyed = [
    ...videos.map((video) => ({ key: keyOf.video(video), entry: { kind: 'video' as const, video } })),
    ...blogs.map((blog) => ({ key: keyOf.blog(blog), entry: { kind: 'blog' as const, blog } })),
  ];
  return keyed.sort((a, b) => newestFirst(a.key, b.key)).map(({ entry }) => entry);
}
