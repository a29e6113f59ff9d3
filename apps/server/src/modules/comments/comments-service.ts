import { CONTENT_MESSAGES, type Comment } from '@ideaignite/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogComments, blogs, videoComments, videos } from '../../db/schema.ts';
import { afterCursor, decodeCursor, pageOf } from '../../lib/cursor.ts';
import { notFound } from '../../lib/http-error.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { ContentDeps } from '../content-deps.ts';
import { notificationTexts } from '../notifications/notification-texts.ts';
import { notify } from '../notifications/notifications-service.ts';
import { loadAuthors } from '../profiles/authors.ts';
import type { PublicUser } from '../profiles/profile-details.ts';

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
  video: { table: videoComments, parent: videoComments.videoId },
  talk: { table: blogComments, parent: blogComments.blogId },
} as const;
type Target = keyof typeof TARGETS;

/** The video or talk commented on: its owner and title, or 404. */
async function findParent(db: Database, target: Target, parentId: string) {
  const table = target === 'video' ? videos : blogs;
  const [row] = await db
    .select({
      ownerId: table.userId,
      title: table.title,
      kind: target === 'video' ? sql<string>`'video'` : blogs.kind,
    })
    .from(table)
    .where(eq(table.id, parentId))
    .limit(1);
  if (!row)
    throw notFound(target === 'video' ? CONTENT_MESSAGES.videoNotFound : CONTENT_MESSAGES.blogNotFound);
  return row;
}

/** Stores a comment, then tells every connected client once (newComment / newTalkComment). */
export async function addComment(
  deps: ContentDeps,
  target: Target,
  parentId: string,
  userId: string,
  text: string,
) {
  const parent = await findParent(deps.db, target, parentId);
  const values =
    target === 'video' ? { videoId: parentId, userId, text } : { blogId: parentId, userId, text };
  const [row] = await deps.db
    .insert(TARGETS[target].table)
    .values(values as never)
    .returning();
  if (!row) throw new Error('comment insert returned nothing');
  const [comment] = await toComments(deps.db, deps.storage, [row]);
  if (target === 'video') deps.realtime.emitNewComment(parentId, comment);
  else deps.realtime.emitNewTalkComment(parentId, comment);
  const author = comment?.commentedBy?.profiledetails.Username || 'Someone';
  await notify(deps.db, deps.realtime, {
    userId: parent.ownerId,
    type: 'comment',
    message: notificationTexts.comment(author, parent.kind, parent.title, text),
    actorId: userId,
    entityId: parentId,
  });
  return comment!;
}

/** Newest first, paginated. */
export async function listComments(
  deps: ContentDeps,
  target: Target,
  parentId: string,
  query: { limit: number; cursor?: string },
) {
  await findParent(deps.db, target, parentId);
  const { table, parent } = TARGETS[target];
  const rows = await deps.db
    .select({ id: table.id, text: table.text, createdAt: table.createdAt, userId: table.userId })
    .from(table)
    .where(and(eq(parent, parentId), afterCursor(decodeCursor(query.cursor), table.createdAt, table.id)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { comments: await toComments(deps.db, deps.storage, page), nextCursor };
}
