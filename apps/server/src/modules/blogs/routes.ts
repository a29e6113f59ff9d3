import {
  API,
  BlogCreatedResponseSchema,
  BlogFieldsSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogParamsSchema,
  BlogUpdatedResponseSchema,
  BlogUpdateFieldsSchema,
  CONTENT_MESSAGES,
  DeletedResponseSchema,
  MAX_IMAGE_BYTES,
  MESSAGES,
} from '@ideaignite/contract';
import type { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { CONTENT_ERRORS } from '../../lib/error-responses.ts';
import { formError } from '../../lib/http-error.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import { fieldValue, type MultipartForm } from '../../media/multipart-form.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  checkCanPublishBlog,
  checkOwnPost,
  createBlog,
  editBlog,
  listBlogPage,
  removePost,
} from './blogs-service.ts';

const COVER_FILE = { image: { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: CONTENT_MESSAGES.coverTooLarge } };

/** A blog form's texts (title, summary, content) checked by `schema`: addblog's or an edit's. */
function readBlogTexts<T>(form: MultipartForm, schema: z.ZodType<T>): T {
  const fields = schema.safeParse({
    title: fieldValue(form, 'title'),
    summary: fieldValue(form, 'summary'),
    content: fieldValue(form, 'content'),
  });
  if (!fields.success)
    throw formError(400, fields.error.issues[0]?.message ?? MESSAGES.blogCreation.allRequired);
  return fields.data;
}

/** A blog edit's form: any of the texts (each under the publishing rules), a new cover or removeCover=true. */
function readBlogChange(form: MultipartForm) {
  return {
    fields: readBlogTexts(form, BlogUpdateFieldsSchema),
    image: form.files.image,
    removeCover: fieldValue(form, 'removeCover') === 'true',
  };
}

export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.addBlog,
    {
      schema: {
        tags: ['blogs'],
        consumes: ['multipart/form-data'],
        summary: 'Publish a blog (Hustlers; title, summary, content, optional png/jpeg image)',
        response: { 201: BlogCreatedResponseSchema, ...CONTENT_ERRORS },
      },
      // The role is checked before the form is read: a refused form never streams to disk.
      preHandler: async (request) => checkCanPublishBlog(currentUser(request)),
    },
    async (request, reply) => {
      const form = { dataDir: container.dataDir, files: COVER_FILE, errorField: true };
      const blog = await withMultipartForm(request, form, (sent) =>
        createBlog(
          container,
          currentUser(request).userId,
          readBlogTexts(sent, BlogFieldsSchema),
          sent.files.image,
        ),
      );
      return reply.status(201).send({ success: true as const, message: MESSAGES.blogCreation.success, blog });
    },
  );

  app.get(
    API.getBlogs,
    {
      schema: {
        tags: ['blogs'],
        summary: 'Blogs and talks, newest first (?kind=blog|talk)',
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listBlogPage(container, currentUser(request).userId, request.query)),
    }),
  );

  app.patch(
    '/api/blogs/:blogId',
    {
      schema: {
        tags: ['blogs'],
        consumes: ['multipart/form-data'],
        summary:
          'Edit your blog (multipart: any of title, summary, content; image replaces the cover, removeCover=true removes it); pushes blogUpdated',
        params: BlogParamsSchema,
        response: { 200: BlogUpdatedResponseSchema, ...CONTENT_ERRORS },
      },
      // Whose it is is checked before the form is read: a refused edit never streams to disk.
      preHandler: async (request) =>
        checkOwnPost(container, currentUser(request).userId, request.params.blogId, 'blog'),
    },
    async (request) => {
      const form = { dataDir: container.dataDir, files: COVER_FILE };
      const blog = await withMultipartForm(request, form, (sent) =>
        editBlog(container, currentUser(request).userId, request.params.blogId, readBlogChange(sent)),
      );
      return { success: true as const, message: CONTENT_MESSAGES.blogUpdated, blog };
    },
  );

  app.delete(
    '/api/blogs/:blogId',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Delete your blog with its cover, comments and notifications; pushes blogDeleted',
        params: BlogParamsSchema,
        response: { 200: DeletedResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => {
      await removePost(container, currentUser(request).userId, request.params.blogId, 'blog');
      return { success: true as const, message: CONTENT_MESSAGES.blogDeleted };
    },
  );
};
