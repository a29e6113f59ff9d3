import { mergeFeed } from '@ideaignite/contract/feed';
import type { Container } from '../../lib/container.ts';
import { pageOf } from '../../lib/cursor.ts';
import { listBlogRows, shapeBlogs } from '../blogs/index.ts';
import { listVideoRows, shapeVideos } from '../videos/index.ts';

/**
 * Dashcontent: videos and blogs interleaved newest first, one page at a time. Both tables are read
 * past the same (created_at, id) cursor, merged, and cut at the limit.
 */
export async function feedPage(
  deps: Pick<Container, 'db' | 'storage'>,
  viewerId: string,
  query: { limit: number; cursor?: string },
) {
  const [videoPage, blogPage] = await Promise.all([
    listVideoRows(deps, viewerId, query),
    listBlogRows(deps, viewerId, { ...query, kind: 'blog' }),
  ]);
  // The contract's feed order on the database's microsecond text: the cut agrees with the cursor.
  const keyOf = {
    video: (row: (typeof videoPage.page)[number]) => ({ at: row.cursorAt, id: row.video.id }),
    blog: (row: (typeof blogPage.page)[number]) => ({ at: row.cursorAt, id: row.blog.id }),
  };
  const merged = mergeFeed(videoPage.page, blogPage.page, keyOf);
  const more = merged.length > query.limit || videoPage.nextCursor !== null || blogPage.nextCursor !== null;
  const { page, nextCursor } = pageOf(
    merged,
    query.limit,
    (entry) => (entry.kind === 'video' ? keyOf.video(entry.video) : keyOf.blog(entry.blog)),
    more,
  );
  const [videos, blogs] = await Promise.all([
    shapeVideos(
      deps,
      page.flatMap((entry) => (entry.kind === 'video' ? [entry.video] : [])),
    ),
    shapeBlogs(
      deps,
      page.flatMap((entry) => (entry.kind === 'blog' ? [entry.blog] : [])),
      viewerId,
    ),
  ]);
  return { videos, blogs, nextCursor };
}
