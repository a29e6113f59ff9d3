import path from 'node:path';
import {
  ALLOWED_COVER_TYPES,
  BlogFieldsSchema,
  CONTENT_MESSAGES,
  MAX_IMAGE_BYTES,
  MESSAGES,
} from '@ideaignite/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { blogs } from '../../db/schema.ts';
import { afterCursor, decodeCursor, pageOf } from '../../lib/cursor.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storeImage } from '../../media/images.ts';
import { fieldValue, readMultipartForm } from '../../media/multipart-form.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import type { ContentDeps } from '../content-deps.ts';
import { type BlogRow, toBlogs } from './blog-view.ts';

const COVER_RULE = {
  allowed: ALLOWED_COVER_TYPES,
  message: CONTENT_MESSAGES.invalidCover,
  folder: 'covers',
  maxWidth: 1600,
  maxHeight: 1600,
  fit: 'inside' as const,
};

// Qualified by hand: drizzle leaves single-table column names unqualified, which a subquery would capture.
const commentsCount = sql<number>`(select count(*)::int from blog_comments bc where bc.blog_id = "blogs"."id")`;

/** POST addblog: title, summary and content required; an optional png/jpeg cover checked by content. */
export async function createBlog(deps: ContentDeps, request: FastifyRequest, claims: TokenClaims) {
  if (claims.role !== 'Hustler')
    throw new HttpError(403, CONTENT_MESSAGES.onlyHustlersBlogs, { errorField: true });
  const form = await readMultipartForm(request, {
    tempDir: path.join(deps.dataDir, 'tmp'),
    files: { image: { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: CONTENT_MESSAGES.coverTooLarge } },
    errorField: true,
  });
  let coverKey: string | null = null;
  try {
    const fields = BlogFieldsSchema.safeParse({
      title: fieldValue(form, 'title'),
      summary: fieldValue(form, 'summary'),
      content: fieldValue(form, 'content'),
    });
    if (!fields.success) {
      throw new HttpError(400, fields.error.issues[0]?.message ?? MESSAGES.blogCreation.allRequired, {
        errorField: true,
      });
    }
    const image = form.files.image;
    if (image) coverKey = await storeImage(deps.storage, image, COVER_RULE, true);
    const [row] = await deps.db
      .insert(blogs)
      .values({ userId: claims.userId, kind: 'blog', ...fields.data, coverKey })
      .returning();
    if (!row) throw new Error('blog insert returned nothing');
    const [blog] = await toBlogs(deps.db, deps.storage, [{ blog: row, commentsCount: 0 }]);
    return blog!;
  } catch (error) {
    if (coverKey) await deps.storage.delete(coverKey).catch(() => undefined);
    throw error;
  } finally {
    await form.cleanup();
  }
}

/** POST addTalks: a talk is a blog of kind talk whose title is its text. Any signed-in user. */
export async function createTalk(deps: ContentDeps, claims: TokenClaims, title: string) {
  const [row] = await deps.db
    .insert(blogs)
    .values({ userId: claims.userId, kind: 'talk', title })
    .returning();
  if (!row) throw new Error('talk insert returned nothing');
  const [blog] = await toBlogs(deps.db, deps.storage, [{ blog: row, commentsCount: 0 }]);
  return blog!;
}

export async function listBlogRows(
  deps: ContentDeps,
  query: { limit: number; cursor?: string; kind?: 'blog' | 'talk' },
) {
  const rows: Array<{ blog: BlogRow; commentsCount: number }> = await deps.db
    .select({ blog: blogs, commentsCount })
    .from(blogs)
    .where(
      and(
        query.kind ? eq(blogs.kind, query.kind) : undefined,
        afterCursor(decodeCursor(query.cursor), blogs.createdAt, blogs.id),
      ),
    )
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(query.limit + 1);
  return rows;
}

export async function listBlogPage(
  deps: ContentDeps,
  query: { limit: number; cursor?: string; kind?: 'blog' | 'talk' },
) {
  const rows = await listBlogRows(deps, query);
  const { page, nextCursor } = pageOf(
    rows.map((row) => ({ ...row, createdAt: row.blog.createdAt, id: row.blog.id })),
    query.limit,
  );
  return { data: await toBlogs(deps.db, deps.storage, page), nextCursor };
}
