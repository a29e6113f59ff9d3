import type { Blog } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { blogs } from '../../db/schema.ts';
import { preparedSql } from '../../lib/prepared.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { toComments } from '../comments/comments-service.ts';
import { loadAuthors } from '../profiles/authors.ts';

export const EMBEDDED_COMMENTS = 20;
export type BlogRow = typeof blogs.$inferSelect;

interface LatestCommentRow {
  id: string;
  blog_id: string;
  text: string;
  created_at: string;
  user_id: string | null;
}

/** The latest comments of each blog in one statement: a bounded index scan per blog (lateral). */
async function latestComments(db: Database, blogIds: string[]) {
  if (blogIds.length === 0) return [];
  const rows = await preparedSql<LatestCommentRow>(
    db,
    'blogs_latest_comments',
    () => sql`
      select c.id, c.blog_id, c.text, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, c.user_id
      from unnest(${sql.placeholder('blogIds')}::uuid[]) as b(id)
      cross join lateral (
        select id, blog_id, text, created_at, user_id from blog_comments
        where blog_id = b.id order by created_at desc, id desc limit ${EMBEDDED_COMMENTS}
      ) c`,
  ).execute({ blogIds });
  return rows.map((row) => ({
    id: row.id,
    blogId: row.blog_id,
    text: row.text,
    createdAt: new Date(row.created_at),
    userId: row.user_id,
  }));
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
