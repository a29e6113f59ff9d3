import { CONTENT_MESSAGES, type Comment } from '@ideaignite/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogComments, blogs, videoComments } from '../../db/schema.ts';
import { afterCursor, decodeCursor, pageOf } from '../../lib/cursor.ts';
import { notFound } from '../../lib/http-error.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { ContentDeps } from '../content-deps.ts';
import { loadAuthors } from '../profiles/authors.ts';
import { videoExists } from '../videos/videos-repository.ts';

type CommentRow = { id: string; text: string; createdAt: Date; userId: string | null };

export async function toComments(
  db: Database,
  storage: MediaStorage,
  rows: CommentRow[],
): Promise<Comment[]> {
  const authors = await loadAuthors(
    db,
    storage,
    rows.map((row) => row.userId),
  );
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

async function assertParent(db: Database, target: Target, parentId: string) {
  if (target === 'video') {
    if (!(await videoExists(db, parentId))) throw notFound(CONTENT_MESSAGES.videoNotFound);
    return;
  }
  const [row] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, parentId)).limit(1);
  if (!row) throw notFound(CONTENT_MESSAGES.blogNotFound);
}

/** Stores a comment, then tells every connected client once (newComment / newTalkComment). */
export async function addComment(
  deps: ContentDeps,
  target: Target,
  parentId: string,
  userId: string,
  text: string,
) {
  await assertParent(deps.db, target, parentId);
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
  return comment!;
}

/** Newest first, paginated. */
export async function listComments(
  deps: ContentDeps,
  target: Target,
  parentId: string,
  query: { limit: number; cursor?: string },
) {
  await assertParent(deps.db, target, parentId);
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
