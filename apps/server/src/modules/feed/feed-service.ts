import { encodeCursor } from '../../lib/cursor.ts';
import { toBlogs } from '../blogs/blog-view.ts';
import { listBlogRows } from '../blogs/blogs-service.ts';
import type { ContentDeps } from '../content-deps.ts';
import { toVideos } from '../videos/video-view.ts';
import { listVideos } from '../videos/videos-repository.ts';

/** Newest first by the exact timestamp text (fixed width, UTC), then id, as the database orders. */
const newestFirst = (a: { at: string; id: string }, b: { at: string; id: string }) =>
  a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1;

/**
 * Dashcontent: videos and blogs interleaved newest first, one page at a time. Both tables are read
 * past the same (created_at, id) cursor, merged, and cut at the limit.
 */
export async function dashContent(
  deps: ContentDeps,
  viewerId: string,
  query: { limit: number; cursor?: string },
) {
  const [videoPage, blogPage] = await Promise.all([
    listVideos(deps.db, query, { viewerId }),
    listBlogRows(deps, { ...query, kind: 'blog' }),
  ]);
  const merged = [
    ...videoPage.page.map((row) => ({ kind: 'video' as const, at: row.cursorAt, id: row.video.id, row })),
    ...blogPage.page.map((row) => ({ kind: 'blog' as const, at: row.cursorAt, id: row.blog.id, row })),
  ].sort(newestFirst);
  const page = merged.slice(0, query.limit);
  const last = page.at(-1);
  const more = merged.length > query.limit || videoPage.nextCursor !== null || blogPage.nextCursor !== null;
  const [videos, blogs] = await Promise.all([
    toVideos(
      deps.db,
      deps.storage,
      page.flatMap((item) => (item.kind === 'video' ? [item.row] : [])),
    ),
    toBlogs(
      deps.db,
      deps.storage,
      page.flatMap((item) => (item.kind === 'blog' ? [item.row] : [])),
    ),
  ]);
  return { videos, blogs, nextCursor: more && last ? encodeCursor({ at: last.at, id: last.id }) : null };
}
