import {
  API,
  BlogCreatedResponseSchema,
  BlogFieldsSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  CONTENT_MESSAGES,
  MAX_IMAGE_BYTES,
  MESSAGES,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { CONTENT_ERRORS } from '../../lib/error-responses.ts';
import { formError } from '../../lib/http-error.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import { fieldValue, type MultipartForm } from '../../media/multipart-form.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { checkCanPublishBlog, createBlog, listBlogPage } from './blogs-service.ts';

const COVER_FILE = { image: { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: CONTENT_MESSAGES.coverTooLarge } };

/** The addblog form: title, summary and content required. */
function readBlogFields(form: MultipartForm) {
  const fields = BlogFieldsSchema.safeParse({
    title: fieldValue(form, 'title'),
    summary: fieldValue(form, 'summary'),
    content: fieldValue(form, 'content'),
  });
  if (!fields.success)
    throw formError(400, fields.error.issues[0]?.message ?? MESSAGES.blogCreation.allRequired);
  return fields.data;
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
        createBlog(container, currentUser(request).userId, readBlogFields(sent), sent.files.image),
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
    async (request) => ({ success: true as const, ...(await listBlogPage(container, request.query)) }),
  );
};
