import type { Container } from '../../lib/container.ts';
import { pageOf } from '../../lib/cursor.ts';
import { listBlogRows, shapeBlogs } from '../blogs/index.ts';
import { listVideoRows, shapeVideos } from '../videos/index.ts';

/** Newest first by the exact timestamp text (fixed width, UTC), then id, as the database orders. */
const newestFirst = (a: { at: string; id: string }, b: { at: string; id: string }) =>
  a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1;

/**
 * Dashcontent: videos and blogs interleaved newest first, one page at a time. Both tables are read
 * past the same (created_at, id) cursor, merged, and cut at the limit.
 */
export async function dashContent(
  deps: Pick<Container, 'db' | 'storage'>,
  viewerId: string,
  query: { limit: number; cursor?: string },
) {
  const [videoPage, blogPage] = await Promise.all([
    listVideoRows(deps, viewerId, query),
    listBlogRows(deps, viewerId, { ...query, kind: 'blog' }),
  ]);
  const merged = [
    ...videoPage.page.map((row) => ({ kind: 'video' as const, at: row.cursorAt, id: row.video.id, row })),
    ...blogPage.page.map((row) => ({ kind: 'blog' as const, at: row.cursorAt, id: row.blog.id, row })),
  ].sort(newestFirst);
  const more = merged.length > query.limit || videoPage.nextCursor !== null || blogPage.nextCursor !== null;
  const { page, nextCursor } = pageOf(merged, query.limit, (item) => item, more);
  const [videos, blogs] = await Promise.all([
    shapeVideos(
      deps,
      page.flatMap((item) => (item.kind === 'video' ? [item.row] : [])),
    ),
    shapeBlogs(
      deps,
      page.flatMap((item) => (item.kind === 'blog' ? [item.row] : [])),
      viewerId,
    ),
  ]);
  return { videos, blogs, nextCursor };
}
