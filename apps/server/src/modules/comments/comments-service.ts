import { CONTENT_MESSAGES, type Comment } from '@ideaignite/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogComments, blogs, videoComments, videos } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { prepared, preparedSql } from '../../lib/prepared.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { ContentDeps } from '../content-deps.ts';
import { notificationTexts } from '../notifications/notification-texts.ts';
import { notify } from '../notifications/notifications-service.ts';
import { authorFromRow, authorOf, authorSelectList, loadAuthors } from '../profiles/authors.ts';
import {
  type PublicAccount,
  type PublicProfile,
  type PublicUser,
  toPublicUser,
} from '../profiles/profile-details.ts';

type CommentRow = { id: string; text: string; createdAt: Date; userId: string | null };

export async function toComments(
  db: Database,
  storage: MediaStorage,
  rows: CommentRow[],
  /** Authors already loaded by the caller; loaded here otherwise. */
  preloaded?: Map<string, PublicUser>,
): Promise<Comment[]> {
  const authors =
    preloaded ??
    (await loadAuthors(
      db,
      storage,
      rows.map((row) => row.userId),
    ));
  return rows.map((row) => ({
    _id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    commentedBy: (row.userId && authors.get(row.userId)) || null,
  }));
}

/** Video and talk comments live in two tables of the same shape. */
const TARGETS = {
  video: { table: videoComments, parent: videoComments.videoId, parentTable: videos },
  talk: { table: blogComments, parent: blogComments.blogId, parentTable: blogs },
} as const;
type Target = keyof typeof TARGETS;

const parentMissing = (target: Target) =>
  notFound(target === 'video' ? CONTENT_MESSAGES.videoNotFound : CONTENT_MESSAGES.blogNotFound);

/** Whether the video or talk exists (a primary-key probe). */
async function parentExists(db: Database, target: Target, parentId: string) {
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
 * statement answers the parent's owner, title and kind and the author's public profile.
 */
const insertComment = (target: Target) => {
  const [table, parentColumn, parentTable, kind] =
    target === 'video'
      ? ['video_comments', 'video_id', 'videos', sql`'video'`]
      : ['blog_comments', 'blog_id', 'blogs', sql`parent.kind`];
  return sql`
    with inserted as (
      insert into ${sql.raw(table)} (${sql.raw(parentColumn)}, user_id, text)
      values (${sql.placeholder('parentId')}::uuid, ${sql.placeholder('userId')}::uuid, ${sql.placeholder('text')})
      returning id, text, created_at, user_id
    )
    select inserted.id, inserted.text,
      to_char(inserted.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
      parent.user_id as owner_id, parent.title, ${kind} as kind, ${authorSelectList('u', 'p')}
    from inserted
    join ${sql.raw(parentTable)} parent on parent.id = ${sql.placeholder('parentId')}::uuid
    left join users u on u.id = inserted.user_id
    left join profiles p on p.user_id = inserted.user_id`;
};

/** Stores a comment, then tells every connected client once (newComment / newTalkComment). */
export async function addComment(
  deps: ContentDeps,
  target: Target,
  parentId: string,
  userId: string,
  text: string,
) {
  let row: InsertedComment | undefined;
  try {
    [row] = await preparedSql<InsertedComment>(deps.db, `comments_add_${target}`, () =>
      insertComment(target),
    ).execute({ parentId, userId, text });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw parentMissing(target);
    throw error;
  }
  if (!row) throw new Error('comment insert returned nothing');
  const author = authorFromRow(row);
  const comment: Comment = {
    _id: row.id,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    commentedBy: author ? toPublicUser(author.user, author.profile, deps.storage) : null,
  };
  if (target === 'video') deps.realtime.emitNewComment(parentId, comment);
  else deps.realtime.emitNewTalkComment(parentId, comment);
  await notify(deps.db, deps.realtime, {
    userId: row.owner_id,
    type: 'comment',
    message: notificationTexts.comment(
      comment.commentedBy?.profiledetails.Username || 'Someone',
      row.kind,
      row.title,
      text,
    ),
    actorId: userId,
    entityId: parentId,
  });
  return comment;
}

const commentList = (target: Target) => {
  const { table, parent } = TARGETS[target];
  return keysetList<
    {
      comment: { id: string; text: string; createdAt: Date; userId: string | null };
      cursorAt: string;
      author: PublicAccount | null;
      authorProfile: PublicProfile | null;
    },
    { parentId: string }
  >(
    `comments_list_${target}`,
    (db, after) => {
      const page = db
        .select({
          id: table.id,
          text: table.text,
          createdAt: table.createdAt,
          userId: table.userId,
          cursorAt: cursorAt(table.createdAt).as('cursor_at'),
        })
        .from(table)
        .where(and(eq(parent, sql.placeholder('parentId')), after?.(table.createdAt, table.id)))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(sql.placeholder('limit'))
        .as('page');
      const { author, fields } = authorOf(db, page.userId);
      return db
        .select({
          comment: { id: page.id, text: page.text, createdAt: page.createdAt, userId: page.userId },
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

/** Newest first, paginated; the comments' authors come in the same statement. */
export async function listComments(
  deps: ContentDeps,
  target: Target,
  parentId: string,
  query: { limit: number; cursor?: string },
) {
  const { page, nextCursor } = await COMMENT_LISTS[target](deps.db, query, { parentId });
  // An empty page is the only one that cannot tell "no comments" from "no such video or talk".
  if (page.length === 0 && !(await parentExists(deps.db, target, parentId))) throw parentMissing(target);
  return {
    comments: page.map(
      ({ comment, author, authorProfile }): Comment => ({
        _id: comment.id,
        text: comment.text,
        createdAt: comment.createdAt.toISOString(),
        commentedBy: author && authorProfile ? toPublicUser(author, authorProfile, deps.storage) : null,
      }),
    ),
    nextCursor,
  };
}
