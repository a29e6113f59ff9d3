import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogComments, blogs, videoComments, videos } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { prepared, preparedSql } from '../../lib/prepared.ts';
import { authorVisibleSql, type BlockDirection, blockDirectionSql, suspendedSql } from '../blocks/index.ts';
import { forgetNotificationsAbout } from '../notifications/index.ts';
import {
  type CardAccount,
  type CardProfile,
  cardAuthorFromRow,
  cardAuthorOf,
  cardAuthorSelectList,
} from '../profiles/index.ts';

/** Video and talk comments live in two tables of the same shape. */
const TARGETS = {
  video: { table: videoComments, parent: videoComments.videoId, parentTable: videos },
  talk: { table: blogComments, parent: blogComments.blogId, parentTable: blogs },
} as const;
export type CommentTarget = keyof typeof TARGETS;

/** A comment's own columns, as a list and a lookup by key read them. */
const commentColumns = (table: (typeof TARGETS)[CommentTarget]['table']) => ({
  id: table.id,
  text: table.text,
  createdAt: table.createdAt,
  editedAt: table.editedAt,
  userId: table.userId,
});

/** Whether the video or talk exists (a primary-key probe). */
export async function parentExists(db: Database, target: CommentTarget, parentId: string) {
  const table = TARGETS[target].parentTable;
  const statement = prepared(db, `comments_parent_${target}`, (name) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, sql.placeholder('parentId')))
      .prepare(name),
  );
  return (await statement.execute({ parentId })).length > 0;
}

/**
 * Who a comment would be for: the video's or talk's owner and which way a block stands between
 * them and `userId`; undefined when it is gone, hidden or its owner suspended.
 */
export async function commentParent(db: Database, target: CommentTarget, parentId: string, userId: string) {
  const table = TARGETS[target].parentTable;
  const statement = prepared(db, `comments_parent_owner_${target}`, (name) =>
    db
      .select({
        ownerId: table.userId,
        block: blockDirectionSql(sql`${sql.placeholder('userId')}::uuid`, table.userId),
      })
      .from(table)
      .where(
        and(
          eq(table.id, sql.placeholder('parentId')),
          sql`${table.hiddenAt} is null`,
          sql`not ${suspendedSql(table.userId)}`,
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ parentId, userId });
  return row && { ownerId: row.ownerId, block: (row.block ?? null) as BlockDirection };
}

interface InsertedComment extends Record<string, unknown> {
  id: string;
  text: string;
  created_at: string;
  owner_id: string;
  title: string;
  kind: string;
}

/**
 * One statement: the comment goes in (the foreign key proves the parent exists), and the same
 * statement answers the parent's owner, title and kind and the author as a card shows them.
 */
const insertStatement = (target: CommentTarget) => {
  const [table, parentColumn, parentTable, kind] =
    target === 'video'
      ? ['video_comments', 'video_id', 'videos', sql`'video'`]
      : ['blog_comments', 'blog_id', 'blogs', sql`parent.kind`];
  return sql`
    with inserted as (
      insert into ${sql.raw(table)} (${sql.raw(parentColumn)}, user_id, text, client_key)
      values (${sql.placeholder('parentId')}::uuid, ${sql.placeholder('userId')}::uuid, ${sql.placeholder('text')},
        ${sql.placeholder('clientKey')}::uuid)
      -- Decision 038: a comment already stored under this key is not stored again (no row answers).
      on conflict (user_id, client_key) where client_key is not null do nothing
      returning id, text, created_at, user_id
    )
    select inserted.id, inserted.text,
      to_char(inserted.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
      parent.user_id as owner_id, parent.title, ${kind} as kind, ${cardAuthorSelectList('u', 'p')}
    from inserted
    join ${sql.raw(parentTable)} parent on parent.id = ${sql.placeholder('parentId')}::uuid
    left join users u on u.id = inserted.user_id
    left join profiles p on p.user_id = inserted.user_id`;
};

/**
 * Stores a comment; throws a foreign key violation when the parent is gone. Answers nothing when
 * `userId` already stored one under `idempotencyKey` (decision 038).
 */
export async function insertComment(
  db: Database,
  target: CommentTarget,
  values: { parentId: string; userId: string; text: string; idempotencyKey?: string | undefined },
) {
  const { idempotencyKey, ...rest } = values;
  const [row] = await preparedSql<InsertedComment>(db, `comments_add_${target}`, () =>
    insertStatement(target),
  ).execute({ ...rest, clientKey: idempotencyKey ?? null });
  return row && { ...row, author: cardAuthorFromRow(row) };
}

/** The comment `userId` stored under an idempotency key (decision 038), if any. */
export async function findCommentByKey(
  db: Database,
  target: CommentTarget,
  userId: string,
  idempotencyKey: string,
) {
  const { table } = TARGETS[target];
  const [row] = await db
    .select(commentColumns(table))
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.clientKey, idempotencyKey)))
    .limit(1);
  return row;
}

const commentList = (target: CommentTarget) => {
  const { table, parent } = TARGETS[target];
  return keysetList<
    {
      comment: { id: string; text: string; createdAt: Date; editedAt: Date | null; userId: string | null };
      cursorAt: string;
      author: CardAccount | null;
      authorProfile: CardProfile | null;
    },
    { parentId: string; viewerId: string | null }
  >(
    `comments_list_${target}`,
    (db, after, limit) => {
      const page = db
        .select({ ...commentColumns(table), cursorAt: cursorAt(table.createdAt).as('cursor_at') })
        .from(table)
        .where(
          and(
            eq(parent, sql.placeholder('parentId')),
            after?.(table.createdAt, table.id),
            // Hidden by a moderator, or by someone the viewer blocked (either way) or suspended.
            sql`${table.hiddenAt} is null`,
            authorVisibleSql(table.userId, sql`${sql.placeholder('viewerId')}::uuid`),
          ),
        )
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .as('page');
      const { author, fields } = cardAuthorOf(db, page.userId);
      return db
        .select({
          comment: {
            id: page.id,
            text: page.text,
            createdAt: page.createdAt,
            editedAt: page.editedAt,
            userId: page.userId,
          },
          cursorAt: page.cursorAt,
          ...fields,
        })
        .from(page)
        .leftJoinLateral(author, sql`true`)
        .orderBy(desc(page.createdAt), desc(page.id));
    },
    (row) => ({ at: row.cursorAt, id: row.comment.id }),
  );
};
const COMMENT_LISTS = { video: commentList('video'), talk: commentList('talk') };

/** A video's or talk's comments `viewerId` may see, newest first, with their authors; one page and its next cursor. */
export function listCommentRows(
  db: Database,
  target: CommentTarget,
  parentId: string,
  viewerId: string | null,
  query: { limit: number; cursor?: string },
) {
  return COMMENT_LISTS[target](db, query, { parentId, viewerId });
}

/** A comment's author and the video or post it is on; undefined when there is no such comment. */
export async function commentOwner(db: Database, target: CommentTarget, commentId: string) {
  const { table, parent } = TARGETS[target];
  const [row] = await db
    .select({ userId: table.userId, parentId: parent })
    .from(table)
    .where(eq(table.id, commentId));
  return row;
}

/**
 * Changes the author's comment and stamps the edit; undefined when it is not (or no longer) theirs.
 * `hidden`: a moderator hid the comment or what it is on, or suspended the author of what it is on
 * (the edit is stored, never announced).
 */
export async function updateComment(
  db: Database,
  target: CommentTarget,
  commentId: string,
  ownerId: string,
  text: string,
  editedAt: Date,
) {
  const { table, parent, parentTable } = TARGETS[target];
  const [row] = await db
    .update(table)
    .set({ text, editedAt })
    .where(and(eq(table.id, commentId), eq(table.userId, ownerId)))
    .returning({
      id: table.id,
      text: table.text,
      createdAt: table.createdAt,
      editedAt: table.editedAt,
      userId: table.userId,
      hidden: sql<boolean>`(${table.hiddenAt} is not null or exists (
        select 1 from ${parentTable} hp where hp.id = ${parent}
          and (hp.hidden_at is not null or ${suspendedSql(sql`hp.user_id`)})))`,
    });
  return row;
}

/** Deletes the author's comment and the notification about it, together; false when not theirs. */
export async function deleteComment(db: Database, target: CommentTarget, commentId: string, ownerId: string) {
  const { table } = TARGETS[target];
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(table)
      .where(and(eq(table.id, commentId), eq(table.userId, ownerId)))
      .returning({ id: table.id });
    if (rows.length === 0) return false;
    await forgetNotificationsAbout(tx, [commentId]);
    return true;
  });
}
