import type { Blog, Video } from '@ideaignite/contract';
import { type FeedEntry, mergeFeed } from '@ideaignite/contract/feed';

export type FeedItem = FeedEntry<Video, Blog>;

/**
 * Videos and blogs of every loaded page as one list, in the contract's feed order (the server's),
 * on the times the wire carries.
 */
export function interleaveFeed(
  pages: ReadonlyArray<{ data: { videos: Video[]; blogs: Blog[] } }>,
): FeedItem[] {
  return mergeFeed(
    pages.flatMap((page) => page.data.videos),
    pages.flatMap((page) => page.data.blogs),
    {
      video: (video) => ({ at: video.createdAt, id: video._id }),
      blog: (blog) => ({ at: blog.createdAt, id: blog._id }),
    },
  );
}
