import {
  ALLOWED_COVER_TYPES,
  BLOGS_WORDS,
  type Blog,
  type BlogFieldsSchema,
  type BlogUpdateFields,
  CONTENT_WORDS,
} from '@ideaignite/contract';
import type { z } from 'zod';
import type { Container } from '../../lib/container.ts';
import { badRequest, forbidden, formError, notFound } from '../../lib/http-error.ts';
import { deleteStoredMedia } from '../../media/delete-media.ts';
import { storeImage } from '../../media/images.ts';
import type { UploadedFile } from '../../media/multipart-form.ts';
import type { TokenClaims } from '../auth/index.ts';
import { toComments } from '../comments/index.ts';
import type { NotifyDeps } from '../notifications/index.ts';
import { notifyConnectionsOfPost } from '../notifications/index.ts';
import { authorsOfRows, recordActivity, toCardAuthor } from '../profiles/index.ts';
import { likesPost } from './blog-likes-repository.ts';
import {
  type BlogListRow,
  type BlogRow,
  blogOwner,
  countBlogComments,
  deleteBlog,
  findBlog,
  insertBlog,
  latestComments,
  listBlogs,
  updateBlog,
} from './blogs-repository.ts';

type BlogsDeps = Pick<Container, 'db' | 'storage'>;
export type BlogFields = z.infer<typeof BlogFieldsSchema>;
type BlogQuery = { limit: number; cursor?: string; kind?: 'blog' | 'talk' };

const COVER_RULE = {
  allowed: ALLOWED_COVER_TYPES,
  message: BLOGS_WORDS.invalidCover,
  folder: 'covers',
  maxWidth: 1600,
  maxHeight: 1600,
  fit: 'inside' as const,
};

/** Only Hustlers publish blogs: checked before the form is read. */
export function checkCanPublishBlog(claims: TokenClaims): void {
  if (claims.role !== 'Hustler') throw formError(403, BLOGS_WORDS.onlyHustlersBlogs);
}

/** POST addblog, once its form is read: the optional png/jpeg cover is checked by content. */
export async function createBlog(
  deps: BlogsDeps & NotifyDeps & Pick<Container, 'clock'>,
  userId: string,
  fields: BlogFields,
  image?: UploadedFile,
) {
  let coverKey: string | null = null;
  try {
    if (image) coverKey = await storeImage(deps.storage, image, COVER_RULE, true);
    const row = await insertBlog(deps.db, { userId, kind: 'blog', ...fields, coverKey });
    await recordActivity(deps, userId);
    const [blog] = await shapeBlogs(deps, [{ blog: row, commentsCount: 0 }]);
    await notifyConnectionsOfPost(deps, { authorId: userId, kind: 'blog', id: row.id, title: row.title });
    return blog!;
  } catch (error) {
    if (coverKey) await deps.storage.delete(coverKey).catch(() => undefined);
    throw error;
  }
}

/** One page of blog rows (of one kind, or both), newest first, and the next cursor. */
export function listBlogRows(deps: BlogsDeps, viewerId: string, query: BlogQuery) {
  return listBlogs(deps.db, viewerId, query);
}

export async function listBlogPage(deps: BlogsDeps, viewerId: string, query: BlogQuery) {
  const { page, nextCursor } = await listBlogRows(deps, viewerId, query);
  return { data: await shapeBlogs(deps, page, viewerId), nextCursor };
}

/**
 * Shapes blog rows as the spec's Blog: author, cover URL and the latest comments embedded. The
 * lists bring each blog's author with the row; the comments bring theirs; only rows without an
 * author (a blog just created) cost a lookup, made alongside the comments.
 */
export async function shapeBlogs(
  deps: BlogsDeps,
  rows: BlogListRow[],
  viewerId: string | null = null,
): Promise<Blog[]> {
  const [comments, authors] = await Promise.all([
    latestComments(
      deps.db,
      rows.map((row) => row.blog.id),
      viewerId,
    ),
    authorsOfRows(
      deps,
      rows.map((row) => ({ userId: row.blog.userId, author: row.author, profile: row.authorProfile })),
    ),
  ]);
  // The comments bring their authors too: the blog authors' entries stay as they are.
  for (const { author } of comments) {
    if (author && !authors.has(author.user.id))
      authors.set(author.user.id, toCardAuthor(author.user, author.profile, deps.storage));
  }
  const shaped = toComments(comments, authors);
  const byBlog = new Map<string, typeof shaped>();
  comments.forEach((comment, index) => {
    const list = byBlog.get(comment.blogId) ?? [];
    list.push(shaped[index]!);
    byBlog.set(comment.blogId, list);
  });
  return rows.map(({ blog, commentsCount, liked }) => ({
    _id: blog.id,
    kind: blog.kind,
    title: blog.title,
    summary: blog.summary,
    content: blog.content,
    coverImageUrl: blog.coverKey ? deps.storage.publicUrl(blog.coverKey) : null,
    uploadedBy: authors.get(blog.userId) ?? null,
    likes: blog.likes,
    userHasLiked: Boolean(liked),
    comments: (byBlog.get(blog.id) ?? []).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    commentsCount: Number(commentsCount),
    createdAt: blog.createdAt.toISOString(),
    editedAt: blog.editedAt?.toISOString() ?? null,
  }));
}

type BlogKind = 'blog' | 'talk';

/**
 * 404 when the post is gone or of the other kind, 403 when it is someone else's: checked before
 * anything changes (for a blog edit, before its form is read).
 */
export async function checkOwnPost(
  deps: Pick<Container, 'db'>,
  userId: string,
  blogId: string,
  kind: BlogKind,
) {
  const owner = await blogOwner(deps.db, blogId);
  if (!owner || owner.kind !== kind) throw notFound(BLOGS_WORDS.blogNotFound);
  if (owner.userId !== userId) throw forbidden(CONTENT_WORDS.notYourContent);
}

/**
 * A blog or talk at its own address (issue 26), shaped as the list shows it; 404 when there is no
 * such post of that kind or `viewerId` may not see it (the same words as a post that is gone).
 */
export async function getPost(deps: BlogsDeps, viewerId: string, blogId: string, kind: BlogKind) {
  const row = await findBlog(deps.db, viewerId, blogId, kind);
  if (!row) throw notFound(BLOGS_WORDS.blogNotFound);
  const [blog] = await shapeBlogs(deps, [row], viewerId);
  return blog!;
}

/**
 * Shapes the edited row as answered (with its comments) and tells every client but people blocked
 * either way with its author; nobody while a moderator has it hidden.
 */
async function answerEdit(deps: BlogsDeps & Pick<Container, 'realtime'>, row: BlogRow) {
  const [commentsCount, liked] = await Promise.all([
    countBlogComments(deps.db, row.id),
    likesPost(deps.db, row.id, row.userId),
  ]);
  const [blog] = await shapeBlogs(deps, [{ blog: row, commentsCount, liked }]);
  // A hidden post's edit is stored but not announced: its old text is off every page already.
  if (!row.hiddenAt) await deps.realtime.broadcast(row.userId, 'blogUpdated', blog!);
  return blog!;
}

/**
 * PATCH a blog, once its form is read: any of its texts, and its cover replaced (`image`, checked
 * by content like a new one) or removed (`removeCover`). The old cover leaves storage after the
 * change commits; a refused or failed edit leaves the new one nowhere.
 */
export async function editBlog(
  deps: BlogsDeps & Pick<Container, 'realtime' | 'clock' | 'log'>,
  userId: string,
  blogId: string,
  change: { fields: BlogUpdateFields; image?: UploadedFile; removeCover: boolean },
) {
  const { fields, image, removeCover } = change;
  const nothing = Object.values(fields).every((value) => value === undefined) && !image && !removeCover;
  if (nothing) throw badRequest(CONTENT_WORDS.nothingToChange);
  let newCoverKey: string | null = null;
  let edited: BlogRow;
  try {
    if (image) newCoverKey = await storeImage(deps.storage, image, COVER_RULE);
    const coverKey = image ? newCoverKey : removeCover ? null : undefined;
    const updated = await updateBlog(
      deps.db,
      blogId,
      { userId, kind: 'blog' },
      { ...fields, coverKey },
      deps.clock.now(),
    );
    if (!updated) throw notFound(BLOGS_WORDS.blogNotFound);
    newCoverKey = null;
    edited = updated.row;
    await deleteStoredMedia(deps, [updated.replacedCoverKey]);
  } catch (error) {
    if (newCoverKey) await deps.storage.delete(newCoverKey).catch(() => undefined);
    throw error;
  }
  return answerEdit(deps, edited);
}

/** PATCH a talk: its text, under the posting rules. */
export async function editTalk(
  deps: BlogsDeps & Pick<Container, 'realtime' | 'clock'>,
  userId: string,
  talkId: string,
  title: string,
) {
  await checkOwnPost(deps, userId, talkId, 'talk');
  const updated = await updateBlog(deps.db, talkId, { userId, kind: 'talk' }, { title }, deps.clock.now());
  if (!updated) throw notFound(BLOGS_WORDS.blogNotFound);
  return answerEdit(deps, updated.row);
}

/**
 * DELETE a blog or talk: the row, its comments and the notifications about them go in one
 * transaction; then its cover leaves storage, and everyone with the page open is told.
 */
export async function removePost(
  deps: BlogsDeps & Pick<Container, 'realtime' | 'log'>,
  userId: string,
  blogId: string,
  kind: BlogKind,
) {
  await checkOwnPost(deps, userId, blogId, kind);
  const deleted = await deleteBlog(deps.db, blogId, { userId, kind });
  if (!deleted) throw notFound(BLOGS_WORDS.blogNotFound);
  await deps.realtime.broadcast(userId, 'blogDeleted', blogId, kind);
  await deleteStoredMedia(deps, [deleted.coverKey]);
}
