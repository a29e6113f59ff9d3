import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { preparedSql } from '../../lib/prepared.ts';
import {
  authorFromRow,
  authorOf,
  authorSelectList,
  type PublicAccount,
  type PublicProfile,
} from '../profiles/authors-repository.ts';

export const EMBEDDED_COMMENTS = 20;
export type BlogRow = typeof blogs.$inferSelect;

export interface BlogListRow {
  blog: BlogRow;
  commentsCount: number;
  /** The author, read in the same query by the lists (saves a round trip per page). */
  author?: PublicAccount;
  authorProfile?: PublicProfile;
}

/** Stores a blog or a talk; answers the row. */
export async function insertBlog(db: Database, values: typeof blogs.$inferInsert) {
  const [row] = await db.insert(blogs).values(values).returning();
  if (!row) throw new Error(`${values.kind} insert returned nothing`);
  return row;
}

/** The blog columns a list sends. */
const blogColumns = {
  id: blogs.id,
  userId: blogs.userId,
  kind: blogs.kind,
  title: blogs.title,
  summary: blogs.summary,
  content: blogs.content,
  coverKey: blogs.coverKey,
  createdAt: blogs.createdAt,
  editedAt: blogs.editedAt,
};

/** Cut to the page first, then join each page row's author and count its comments. */
const blogList = (kinded: boolean) =>
  keysetList<BlogListRow & { cursorAt: string }, { kind?: 'blog' | 'talk' }>(
    kinded ? 'blogs_list_kind' : 'blogs_list_all',
    (db, after) => {
      const page = db
        .select({ ...blogColumns, cursorAt: cursorAt(blogs.createdAt).as('cursor_at') })
        .from(blogs)
        .where(
          and(
            kinded ? eq(blogs.kind, sql.placeholder('kind')) : undefined,
            after?.(blogs.createdAt, blogs.id),
          ),
        )
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(sql.placeholder('limit'))
        .as('page');
      const { author, fields } = authorOf(db, page.userId);
      return db
        .select({
          blog: {
            id: page.id,
            userId: page.userId,
            kind: page.kind,
            title: page.title,
            summary: page.summary,
            content: page.content,
            coverKey: page.coverKey,
            createdAt: page.createdAt,
            editedAt: page.editedAt,
          },
          cursorAt: page.cursorAt,
          // Qualified by hand: drizzle leaves a lone source's column names unqualified.
          commentsCount: sql<number>`(select count(*)::int from blog_comments bc where bc.blog_id = "page"."id")`,
          ...fields,
        })
        .from(page)
        .innerJoinLateral(author, sql`true`)
        .orderBy(desc(page.createdAt), desc(page.id));
    },
    (row) => ({ at: row.cursorAt, id: row.blog.id }),
  );
const blogsOfKind = blogList(true);
const blogsOfAnyKind = blogList(false);

/** One page of blogs (of one kind, or both), newest first, and the next cursor. */
export function listBlogs(db: Database, query: { limit: number; cursor?: string; kind?: 'blog' | 'talk' }) {
  return query.kind ? blogsOfKind(db, query, { kind: query.kind }) : blogsOfAnyKind(db, query, {});
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
export async function latestComments(db: Database, blogIds: string[]) {
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
