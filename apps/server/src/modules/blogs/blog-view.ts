import type { Blog } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { blogs } from '../../db/schema.ts';
import { preparedSql } from '../../lib/prepared.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { toComments } from '../comments/comments-service.ts';
import { type AuthorRow, authorFromRow, authorSelectList, loadAuthors } from '../profiles/authors.ts';
import {
  type PublicAccount,
  type PublicProfile,
  type PublicUser,
  toPublicUser,
} from '../profiles/profile-details.ts';

export const EMBEDDED_COMMENTS = 20;
export type BlogRow = typeof blogs.$inferSelect;

export interface BlogListRow {
  blog: BlogRow;
  commentsCount: number;
  /** The author, read in the same query by the lists (saves a round trip per page). */
  author?: PublicAccount;
  authorProfile?: PublicProfile;
}

interface LatestCommentRow extends Record<string, unknown> {
  id: string;
  blog_id: string;
  text: string;
  created_at: string;
  user_id: string | null;
}

/**
 * The latest comments of each blog, with their authors, in one statement: a bounded index scan
 * per blog (lateral), then a primary-key probe for each comment's author (null when the author
 * or their profile is gone).
 */
async function latestComments(db: Database, blogIds: string[]) {
  if (blogIds.length === 0) return [];
  const rows = await preparedSql<LatestCommentRow>(
    db,
    'blogs_latest_comments',
    () => sql`
      select c.id, c.blog_id, c.text, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, c.user_id,
        ${authorSelectList('u', 'p')}
      from unnest(${sql.placeholder('blogIds')}::uuid[]) as b(id)
      cross join lateral (
        select id, blog_id, text, created_at, user_id from blog_comments
        where blog_id = b.id order by created_at desc, id desc limit ${EMBEDDED_COMMENTS}
      ) c
      left join (users u join profiles p on p.user_id = u.id) on u.id = c.user_id`,
  ).execute({ blogIds });
  return rows.map((row) => ({
    id: row.id,
    blogId: row.blog_id,
    text: row.text,
    createdAt: new Date(row.created_at),
    userId: row.user_id,
    author: authorFromRow(row),
  }));
}

/**
 * Shapes blog rows as the spec's Blog: author, cover URL and the latest comments embedded. The
 * lists bring each blog's author with the row; the comments bring theirs; only rows without an
 * author (a blog just created) cost a lookup, made alongside the comments.
 */
export async function toBlogs(db: Database, storage: MediaStorage, rows: BlogListRow[]): Promise<Blog[]> {
  const joined = rows.every((row) => row.author && row.authorProfile);
  const [comments, loaded] = await Promise.all([
    latestComments(
      db,
      rows.map((row) => row.blog.id),
    ),
    joined
      ? undefined
      : loadAuthors(
          db,
          storage,
          rows.map((row) => row.blog.userId),
        ),
  ]);
  const authors = new Map<string, PublicUser>(loaded);
  const add = (author: AuthorRow | undefined) => {
    if (author && !authors.has(author.user.id))
      authors.set(author.user.id, toPublicUser(author.user, author.profile, storage));
  };
  if (joined) for (const row of rows) add({ user: row.author!, profile: row.authorProfile! });
  for (const comment of comments) add(comment.author);
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
