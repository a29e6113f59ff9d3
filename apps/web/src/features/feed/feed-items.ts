import type { Blog, Video } from '@ideaignite/contract';

export type FeedItem = { kind: 'video'; video: Video } | { kind: 'blog'; blog: Blog };

const createdAt = (item: FeedItem) => (item.kind === 'video' ? item.video.createdAt : item.blog.createdAt);
const idOf = (item: FeedItem) => (item.kind === 'video' ? item.video._id : item.blog._id);

/** Videos and blogs of every loaded page as one list, newest first (ties by id, as the server cuts). */
export function interleaveFeed(
  pages: ReadonlyArray<{ data: { videos: Video[]; blogs: Blog[] } }>,
): FeedItem[] {
  const items: FeedItem[] = pages.flatMap((page) => [
    ...page.data.videos.map((video) => ({ kind: 'video' as const, video })),
    ...page.data.blogs.map((blog) => ({ kind: 'blog' as const, blog })),
  ]);
  return items.sort(
    (a, b) => Date.parse(createdAt(b)) - Date.parse(createdAt(a)) || (idOf(a) < idOf(b) ? 1 : -1),
  );
}
