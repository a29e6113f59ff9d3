import { and, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogComments, blogs } from '../../db/schema.ts';
import { cursorAt, keysetList, limitOf } from '../../lib/cursor.ts';
import { prepared, preparedSql } from '../../lib/prepared.ts';
import { authorVisibleSql } from '../blocks/index.ts';
import { forgetNotificationsAbout } from '../notifications/index.ts';
import {
  type CardAccount,
  type CardProfile,
  cardAuthorFromRow,
  cardAuthorOf,
  cardAuthorSelectList,
} from '../profiles/index.ts';

export const EMBEDDED_COMMENTS = 20;
export type BlogRow = typeof blogs.$inferSelect;

export interface BlogListRow {
  blog: BlogRow;
  commentsCount: number;
  /** Whether the viewer likes it (false where no viewer is known, as for a post just made). */
  liked?: boolean;
  /** The author, read in the same query by the lists (saves a round trip per page). */
  author?: CardAccount;
  authorProfile?: CardProfile;
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
  likes: blogs.likes,
  createdAt: blogs.createdAt,
  editedAt: blogs.editedAt,
  hiddenAt: blogs.hiddenAt,
};

/**
 * The blogs and talks `viewerId` may see among those `where` picks (hidden, suspended or blocked
 * either way left out, probed per candidate row), newest first, cut to `limit` first; then each
 * one's author joined and its comments counted. Placeholders: viewerId and `where`'s own.
 */
function visibleBlogs(db: Database, where: (SQL | undefined)[], limit: Placeholder) {
  const page = db
    .select({ ...blogColumns, cursorAt: cursorAt(blogs.createdAt).as('cursor_at') })
    .from(blogs)
    .where(
      and(
        ...where,
        sql`${blogs.hiddenAt} is null`,
        authorVisibleSql(blogs.userId, sql`${sql.placeholder('viewerId')}::uuid`),
      ),
    )
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(limit)
    .as('page');
  const { author, fields } = cardAuthorOf(db, page.userId);
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
        likes: page.likes,
        createdAt: page.createdAt,
        editedAt: page.editedAt,
        hiddenAt: page.hiddenAt,
      },
      cursorAt: page.cursorAt,
      // Qualified by hand: drizzle leaves a lone source's column names unqualified.
      commentsCount: sql<number>`(select count(*)::int from blog_comments bc where bc.blog_id = "page"."id")`,
      // A primary-key probe per row, never `exists` (decision 052).
      liked: sql<boolean>`coalesce((select true from blog_likes bl where bl.blog_id = "page"."id" and bl.user_id = ${sql.placeholder('viewerId')}::uuid), false)`,
      ...fields,
    })
    .from(page)
    .innerJoinLateral(author, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** A page of the list: of one kind or both, keyset-paged newest first. */
const blogList = (kinded: boolean) =>
  keysetList<BlogListRow & { cursorAt: string }, { kind?: 'blog' | 'talk'; viewerId: string }>(
    kinded ? 'blogs_list_kind' : 'blogs_list_all',
    (db, after, limit) =>
      visibleBlogs(
        db,
        [kinded ? eq(blogs.kind, sql.placeholder('kind')) : undefined, after?.(blogs.createdAt, blogs.id)],
        limit,
      ),
    (row) => ({ at: row.cursorAt, id: row.blog.id }),
  );
const blogsOfKind = blogList(true);
const blogsOfAnyKind = blogList(false);

/** One page of the blogs `viewerId` may see (of one kind, or both), newest first, and the next cursor. */
export function listBlogs(
  db: Database,
  viewerId: string,
  query: { limit: number; cursor?: string; kind?: 'blog' | 'talk' },
) {
  return query.kind
    ? blogsOfKind(db, query, { kind: query.kind, viewerId })
    : blogsOfAnyKind(db, query, { viewerId });
}

/**
 * One blog or talk at its own address (issue 26), as the list shows it; undefined when there is no
 * such post of that kind, or `viewerId` may not see it (hidden, suspended or blocked either way).
 */
export async function findBlog(
  db: Database,
  viewerId: string,
  blogId: string,
  kind: 'blog' | 'talk',
): Promise<BlogListRow | undefined> {
  const statement = prepared(db, 'blogs_find', (name) =>
    visibleBlogs(
      db,
      [eq(blogs.id, sql.placeholder('blogId')), eq(blogs.kind, sql.placeholder('kind'))],
      limitOf(1),
    ).prepare(name),
  );
  const [row] = await statement.execute({ viewerId, blogId, kind });
  return row;
}

interface LatestCommentRow extends Record<string, unknown> {
  id: string;
  blog_id: string;
  text: string;
  created_at: string;
  edited_at: string | null;
  user_id: string | null;
}

/**
 * The latest comments of each blog, with their authors, in one statement: a bounded index scan
 * per blog (lateral), then a primary-key probe for each comment's author (null when the author
 * or their profile is gone). The LIMIT is a constant in the text, so the statement is planned
 * once (decision 052; bound, it was planned on every Dashcontent request).
 */
export async function latestComments(db: Database, blogIds: string[], viewerId: string | null) {
  if (blogIds.length === 0) return [];
  const rows = await preparedSql<LatestCommentRow>(
    db,
    'blogs_latest_comments',
    () => sql`
      select c.id, c.blog_id, c.text, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
        to_char(c.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as edited_at, c.user_id,
        ${cardAuthorSelectList('u', 'p')}
      from unnest(${sql.placeholder('blogIds')}::uuid[]) as b(id)
      cross join lateral (
        select id, blog_id, text, created_at, edited_at, user_id from blog_comments
        where blog_id = b.id and hidden_at is null
          and ${authorVisibleSql(sql`blog_comments.user_id`, sql`${sql.placeholder('viewerId')}::uuid`)}
        order by created_at desc, id desc limit ${sql.raw(String(EMBEDDED_COMMENTS))}
      ) c
      left join (users u join profiles p on p.user_id = u.id) on u.id = c.user_id`,
  ).execute({ blogIds, viewerId });
  return rows.map((row) => ({
    id: row.id,
    blogId: row.blog_id,
    text: row.text,
    createdAt: new Date(row.created_at),
    editedAt: row.edited_at ? new Date(row.edited_at) : null,
    userId: row.user_id,
    author: cardAuthorFromRow(row),
  }));
}

/** A blog's or talk's author and kind; undefined when there is no such post. */
export async function blogOwner(db: Database, blogId: string) {
  const [row] = await db
    .select({ userId: blogs.userId, kind: blogs.kind })
    .from(blogs)
    .where(eq(blogs.id, blogId));
  return row;
}

/** How many comments a blog or talk has. */
export async function countBlogComments(db: Database, blogId: string) {
  const [row] = await db.select({ total: count() }).from(blogComments).where(eq(blogComments.blogId, blogId));
  return Number(row?.total ?? 0);
}

/**
 * Changes the owner's blog or talk and stamps the edit, in one transaction that reads the cover
 * it replaces (`coverKey` undefined leaves the cover; null removes it). Answers the row and the
 * old cover key (to remove from storage once committed); undefined when it is not theirs.
 */
export async function updateBlog(
  db: Database,
  blogId: string,
  owner: { userId: string; kind: 'blog' | 'talk' },
  fields: { title?: string; summary?: string; content?: string; coverKey?: string | null },
  editedAt: Date,
) {
  return db.transaction(async (tx) => {
    const mine = and(eq(blogs.id, blogId), eq(blogs.userId, owner.userId), eq(blogs.kind, owner.kind));
    const [before] = await tx.select({ coverKey: blogs.coverKey }).from(blogs).where(mine).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(blogs)
      .set({ ...fields, editedAt })
      .where(mine)
      .returning();
    if (!row) return undefined;
    const replaced =
      fields.coverKey !== undefined && before.coverKey !== row.coverKey ? before.coverKey : null;
    return { row, replacedCoverKey: replaced };
  });
}

/**
 * Deletes the owner's blog or talk in one transaction: its comments (their ids first, for their
 * notifications), the row and every notification about the post or its comments. Answers the
 * cover key to remove once committed; undefined when it is not theirs.
 */
export async function deleteBlog(
  db: Database,
  blogId: string,
  owner: { userId: string; kind: 'blog' | 'talk' },
) {
  return db.transaction(async (tx) => {
    const mine = and(eq(blogs.id, blogId), eq(blogs.userId, owner.userId), eq(blogs.kind, owner.kind));
    const [blog] = await tx.select({ id: blogs.id }).from(blogs).where(mine).for('update');
    if (!blog) return undefined;
    const comments = await tx
      .delete(blogComments)
      .where(eq(blogComments.blogId, blogId))
      .returning({ id: blogComments.id });
    const [row] = await tx.delete(blogs).where(mine).returning({ coverKey: blogs.coverKey });
    await forgetNotificationsAbout(tx, [blogId, ...comments.map((comment) => comment.id)]);
    return row;
  });
}

/**
 * Which of `ids` (blogs and talks) `viewerId` may watch live (issue 32): the rule findBlog applies
 * (not hidden, its author not suspended, no block either way), one statement for up to 200 ids.
 */
export async function visibleBlogIds(db: Database, viewerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(
      and(
        inArray(blogs.id, ids),
        sql`${blogs.hiddenAt} is null`,
        authorVisibleSql(blogs.userId, sql`${viewerId}::uuid`),
      ),
    );
  return rows.map((row) => row.id);
}

/** Which of `ids` are blogs or talks of `ownerId`. */
export async function blogIdsOf(db: Database, ownerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(inArray(blogs.id, ids), eq(blogs.userId, ownerId)));
  return rows.map((row) => row.id);
}

/** Every blog and talk of `ownerId`, hidden ones too (blogs_user_idx). */
export async function allBlogIdsOf(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.userId, ownerId));
  return rows.map((row) => row.id);
}
