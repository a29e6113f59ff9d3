import {
  ALLOWED_COVER_TYPES,
  type Blog,
  type BlogFieldsSchema,
  CONTENT_MESSAGES,
} from '@ideaignite/contract';
import type { z } from 'zod';
import type { Container } from '../../lib/container.ts';
import { formError } from '../../lib/http-error.ts';
import { storeImage } from '../../media/images.ts';
import type { UploadedFile } from '../../media/multipart-form.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { toComments } from '../comments/comments-service.ts';
import type { AuthorRow } from '../profiles/authors-repository.ts';
import { loadAuthors } from '../profiles/profiles-service.ts';
import { type PublicUser, toPublicUser } from '../profiles/profiles-view.ts';
import { type BlogListRow, insertBlog, latestComments, listBlogs } from './blogs-repository.ts';

type BlogsDeps = Pick<Container, 'db' | 'storage'>;
export type BlogFields = z.infer<typeof BlogFieldsSchema>;
type BlogQuery = { limit: number; cursor?: string; kind?: 'blog' | 'talk' };

const COVER_RULE = {
  allowed: ALLOWED_COVER_TYPES,
  message: CONTENT_MESSAGES.invalidCover,
  folder: 'covers',
  maxWidth: 1600,
  maxHeight: 1600,
  fit: 'inside' as const,
};

/** Only Hustlers publish blogs: checked before the form is read. */
export function checkCanPublishBlog(claims: TokenClaims): void {
  if (claims.role !== 'Hustler') throw formError(403, CONTENT_MESSAGES.onlyHustlersBlogs);
}

/** POST addblog, once its form is read: the optional png/jpeg cover is checked by content. */
export async function createBlog(deps: BlogsDeps, userId: string, fields: BlogFields, image?: UploadedFile) {
  let coverKey: string | null = null;
  try {
    if (image) coverKey = await storeImage(deps.storage, image, COVER_RULE, true);
    const row = await insertBlog(deps.db, { userId, kind: 'blog', ...fields, coverKey });
    const [blog] = await shapeBlogs(deps, [{ blog: row, commentsCount: 0 }]);
    return blog!;
  } catch (error) {
    if (coverKey) await deps.storage.delete(coverKey).catch(() => undefined);
    throw error;
  }
}

/** One page of blog rows (of one kind, or both), newest first, and the next cursor. */
export function listBlogRows(deps: BlogsDeps, query: BlogQuery) {
  return listBlogs(deps.db, query);
}

export async function listBlogPage(deps: BlogsDeps, query: BlogQuery) {
  const { page, nextCursor } = await listBlogRows(deps, query);
  return { data: await shapeBlogs(deps, page), nextCursor };
}

/**
 * Shapes blog rows as the spec's Blog: author, cover URL and the latest comments embedded. The
 * lists bring each blog's author with the row; the comments bring theirs; only rows without an
 * author (a blog just created) cost a lookup, made alongside the comments.
 */
export async function shapeBlogs(deps: BlogsDeps, rows: BlogListRow[]): Promise<Blog[]> {
  const joined = rows.every((row) => row.author && row.authorProfile);
  const [comments, loaded] = await Promise.all([
    latestComments(
      deps.db,
      rows.map((row) => row.blog.id),
    ),
    joined
      ? undefined
      : loadAuthors(
          deps,
          rows.map((row) => row.blog.userId),
        ),
  ]);
  const authors = new Map<string, PublicUser>(loaded);
  const add = (author: AuthorRow | undefined) => {
    if (author && !authors.has(author.user.id))
      authors.set(author.user.id, toPublicUser(author.user, author.profile, deps.storage));
  };
  if (joined) for (const row of rows) add({ user: row.author!, profile: row.authorProfile! });
  for (const comment of comments) add(comment.author);
  const shaped = toComments(comments, authors);
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
    coverImageUrl: blog.coverKey ? deps.storage.publicUrl(blog.coverKey) : null,
    uploadedBy: authors.get(blog.userId) ?? null,
    comments: (byBlog.get(blog.id) ?? []).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    commentsCount: Number(commentsCount),
    createdAt: blog.createdAt.toISOString(),
  }));
}
