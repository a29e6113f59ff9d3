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
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storeImage } from '../../media/images.ts';
import { fieldValue, readMultipartForm } from '../../media/multipart-form.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import type { ContentDeps } from '../content-deps.ts';
import { authorOf } from '../profiles/authors.ts';
import { type BlogListRow, toBlogs } from './blog-view.ts';

const COVER_RULE = {
  allowed: ALLOWED_COVER_TYPES,
  message: CONTENT_MESSAGES.invalidCover,
  folder: 'covers',
  maxWidth: 1600,
  maxHeight: 1600,
  fit: 'inside' as const,
};

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
export function listBlogRows(
  deps: ContentDeps,
  query: { limit: number; cursor?: string; kind?: 'blog' | 'talk' },
) {
  return query.kind ? blogsOfKind(deps.db, query, { kind: query.kind }) : blogsOfAnyKind(deps.db, query, {});
}

export async function listBlogPage(
  deps: ContentDeps,
  query: { limit: number; cursor?: string; kind?: 'blog' | 'talk' },
) {
  const { page, nextCursor } = await listBlogRows(deps, query);
  return { data: await toBlogs(deps.db, deps.storage, page), nextCursor };
}
