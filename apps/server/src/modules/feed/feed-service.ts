import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { toBlogs } from '../blogs/blog-view.ts';
import { listBlogRows } from '../blogs/blogs-service.ts';
import type { ContentDeps } from '../content-deps.ts';
import { toVideos } from '../videos/video-view.ts';
import { listVideos } from '../videos/videos-repository.ts';

/**
 * Dashcontent: videos and blogs interleaved newest first, one page at a time. Both tables are read
 * past the same (created_at, id) cursor, merged, and cut at the limit.
 */
export async function dashContent(
  deps: ContentDeps,
  viewerId: string,
  query: { limit: number; cursor?: string },
) {
  const [videoRows, blogRows] = await Promise.all([
    listVideos(deps.db, viewerId, { limit: query.limit, cursor: decodeCursor(query.cursor) }),
    listBlogRows(deps, { ...query, kind: 'blog' }),
  ]);
  const merged = [
    ...videoRows.map((row) => ({
      kind: 'video' as const,
      createdAt: row.video.createdAt,
      id: row.video.id,
      row,
    })),
    ...blogRows.map((row) => ({
      kind: 'blog' as const,
      createdAt: row.blog.createdAt,
      id: row.blog.id,
      row,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  const page = merged.slice(0, query.limit);
  const last = page.at(-1);
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
  return { videos, blogs, nextCursor: merged.length > query.limit && last ? encodeCursor(last) : null };
}
