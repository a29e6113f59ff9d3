import type { Blog } from '@ideaignite/contract';
import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogComments, type blogs } from '../../db/schema.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { toComments } from '../comments/comments-service.ts';
import { loadAuthors } from '../profiles/authors.ts';

export const EMBEDDED_COMMENTS = 20;
export type BlogRow = typeof blogs.$inferSelect;

/** The latest comments of each blog in one query (row_number per blog). */
async function latestComments(db: Database, blogIds: string[]) {
  if (blogIds.length === 0) return [];
  const ranked = db
    .select({
      id: blogComments.id,
      blogId: blogComments.blogId,
      text: blogComments.text,
      createdAt: blogComments.createdAt,
      userId: blogComments.userId,
      rank: sql<number>`row_number() over (partition by ${blogComments.blogId} order by ${blogComments.createdAt} desc, ${blogComments.id} desc)`.as(
        'rank',
      ),
    })
    .from(blogComments)
    .where(inArray(blogComments.blogId, blogIds))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, EMBEDDED_COMMENTS));
}

/** Shapes blog rows as the spec's Blog: author, cover URL and the latest comments embedded. */
export async function toBlogs(
  db: Database,
  storage: MediaStorage,
  rows: Array<{ blog: BlogRow; commentsCount: number }>,
): Promise<Blog[]> {
  const comments = await latestComments(
    db,
    rows.map((row) => row.blog.id),
  );
  // Blog authors and comment authors in one query.
  const authors = await loadAuthors(db, storage, [
    ...rows.map((row) => row.blog.userId),
    ...comments.map((comment) => comment.userId),
  ]);
  const shaped = await toComments(db, storage, comments, authors);
  const byBlog = new Map<string, typeof shaped>();
  comments.forEach((comment, index) => {
    const list = byBlog.get(comment.blogId) ?? [];
    list.push(shaped[index]!);
    byBlog.set(comment.blogId, list);
  });
  return rows.map(({ blog, commentsCount }) => ({
    _id: blog.id,
    kind: blog.kind,
    title: blog.title,
    summary: blog.summary,
    content: blog.content,
    coverImageUrl: blog.coverKey ? storage.publicUrl(blog.coverKey) : null,
    uploadedBy: authors.get(blog.userId) ?? null,
    comments: (byBlog.get(blog.id) ?? []).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    commentsCount: Number(commentsCount),
    createdAt: blog.createdAt.toISOString(),
  }));
}
