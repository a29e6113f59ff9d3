import {
  BLOGS_WORDS,
  type CardAuthor,
  COMMENTS_WORDS,
  CONTENT_WORDS,
  type Comment,
  NOTIFICATION_TEXT_KEEP,
  VIDEOS_WORDS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { type NotifyDeps, notify } from '../notifications/index.ts';
import { loadCardAuthors, toCardAuthor } from '../profiles/index.ts';
import {
  type CommentTarget,
  commentOwner,
  commentParent,
  deleteComment,
  findCommentByKey,
  insertComment,
  listCommentRows,
  parentExists,
  updateComment,
} from './comments-repository.ts';

type CommentRow = { id: string; text: string; createdAt: Date; editedAt: Date | null; userId: string | null };

/** Shapes comment rows as the spec's Comment, with the authors already loaded by the caller. */
export function toComments(rows: CommentRow[], authors: Map<string, CardAuthor>): Comment[] {
  return rows.map((row) => ({
    _id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    commentedBy: (row.userId && authors.get(row.userId)) || null,
    editedAt: row.editedAt?.toISOString() ?? null,
  }));
}

/** The notification text for a comment on each kind of post. */
const COMMENT_TEXT: Record<string, 'commentOnVideo' | 'commentOnBlog' | 'commentOnTalk'> = {
  video: 'commentOnVideo',
  blog: 'commentOnBlog',
  talk: 'commentOnTalk',
};

const parentMissing = (target: CommentTarget) =>
  notFound(target === 'video' ? VIDEOS_WORDS.videoNotFound : BLOGS_WORDS.blogNotFound);

/** The comment `userId` stored under this idempotency key, as the API shows it; undefined when none. */
async function storedComment(
  deps: Pick<Container, 'db' | 'storage'>,
  target: CommentTarget,
  userId: string,
  idempotencyKey: string,
): Promise<Comment | undefined> {
  const row = await findCommentByKey(deps.db, target, userId, idempotencyKey);
  if (!row) return undefined;
  const [comment] = toComments([row], await loadCardAuthors(deps, [userId]));
  return comment;
}

/**
 * Stores a comment, then tells every connected client once (newComment / newTalkComment), except
 * people blocked either way with its author. With an idempotency key (decision 038: a comment the
 * app queued offline) it is stored once: the same key again answers the stored comment, and
 * nobody is told or notified a second time.
 */
export async function addComment(
  deps: Pick<Container, 'db' | 'storage'> & NotifyDeps,
  target: CommentTarget,
  parentId: string,
  userId: string,
  text: string,
  idempotencyKey?: string,
) {
  if (idempotencyKey) {
    const stored = await storedComment(deps, target, userId, idempotencyKey);
    if (stored) return stored;
  }
  // Someone blocked either way cannot comment: refused before anything is stored.
  const parent = await commentParent(deps.db, target, parentId, userId);
  if (!parent) throw parentMissing(target);
  refuseIfBlocked(parent.block);
  let row: Awaited<ReturnType<typeof insertComment>>;
  try {
    row = await insertComment(deps.db, target, { parentId, userId, text, idempotencyKey });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw parentMissing(target);
    throw error;
  }
  if (!row && idempotencyKey) {
    // The same key's other send stored it between the look-up and the insert.
    const stored = await storedComment(deps, target, userId, idempotencyKey);
    if (stored) return stored;
  }
  if (!row) throw new Error('comment insert returned nothing');
  const comment: Comment = {
    _id: row.id,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    commentedBy: row.author ? toCardAuthor(row.author.user, row.author.profile, deps.storage) : null,
    editedAt: null,
  };
  if (target === 'video') await deps.realtime.broadcast(userId, 'newComment', parentId, comment);
  else await deps.realtime.broadcast(userId, 'newTalkComment', parentId, comment);
  await notify(deps, {
    userId: row.owner_id,
    type: 'comment',
    params: {
      key: COMMENT_TEXT[row.kind] ?? 'commentOnBlog',
      args: [
        comment.commentedBy?.profiledetails.Username ?? '',
        row.title.slice(0, NOTIFICATION_TEXT_KEEP),
        text.slice(0, NOTIFICATION_TEXT_KEEP),
      ],
      // What it is on, to open at its own address (issue 26).
      postId: parentId,
    },
    actorId: userId,
    // The comment itself: deleting it (or what it is on) takes the notification away too.
    entityId: row.id,
  });
  return comment;
}

/** Newest first, paginated, as `viewerId` may see them; the comments' authors come in the same statement. */
export async function listComments(
  deps: Pick<Container, 'db' | 'storage'>,
  target: CommentTarget,
  parentId: string,
  viewerId: string | null,
  query: { limit: number; cursor?: string },
) {
  const { page, nextCursor } = await listCommentRows(deps.db, target, parentId, viewerId, query);
  // An empty page is the only one that cannot tell "no comments" from "no such video or talk".
  if (page.length === 0 && !(await parentExists(deps.db, target, parentId))) throw parentMissing(target);
  return {
    comments: page.map(
      ({ comment, author, authorProfile }): Comment => ({
        _id: comment.id,
        text: comment.text,
        createdAt: comment.createdAt.toISOString(),
        commentedBy: author && authorProfile ? toCardAuthor(author, authorProfile, deps.storage) : null,
        editedAt: comment.editedAt?.toISOString() ?? null,
      }),
    ),
    nextCursor,
  };
}

/** 404 when the comment is gone, 403 when it is someone else's; answers what it is on. */
async function checkOwnComment(
  deps: Pick<Container, 'db'>,
  target: CommentTarget,
  userId: string,
  commentId: string,
) {
  const owner = await commentOwner(deps.db, target, commentId);
  if (!owner) throw notFound(COMMENTS_WORDS.commentNotFound);
  if (owner.userId !== userId) throw forbidden(CONTENT_WORDS.notYourContent);
  return owner.parentId;
}

/**
 * PATCH a comment: its author changes the text; everyone with it open is told (commentUpdated),
 * unless it (or what it is on) is hidden.
 */
export async function editComment(
  deps: Pick<Container, 'db' | 'storage' | 'realtime' | 'clock'>,
  target: CommentTarget,
  userId: string,
  commentId: string,
  text: string,
) {
  const parentId = await checkOwnComment(deps, target, userId, commentId);
  const row = await updateComment(deps.db, target, commentId, userId, text, deps.clock.now());
  if (!row) throw notFound(COMMENTS_WORDS.commentNotFound);
  const authors = await loadCardAuthors(deps, [userId]);
  const [comment] = toComments([row], authors);
  // A hidden comment (or one on hidden content, or on a suspended author's) keeps its edit to itself:
  // nobody's page has it open.
  if (!row.hidden) await deps.realtime.broadcast(userId, 'commentUpdated', target, parentId, comment!);
  return comment!;
}

/** DELETE a comment with the notification about it; everyone with it open is told (commentDeleted). */
export async function removeComment(
  deps: Pick<Container, 'db' | 'realtime'>,
  target: CommentTarget,
  userId: string,
  commentId: string,
) {
  const parentId = await checkOwnComment(deps, target, userId, commentId);
  if (!(await deleteComment(deps.db, target, commentId, userId)))
    throw notFound(COMMENTS_WORDS.commentNotFound);
  await deps.realtime.broadcast(userId, 'commentDeleted', target, parentId, commentId);
}
