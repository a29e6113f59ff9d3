import {
  BLOGS_WORDS,
  BlogFieldsSchema,
  BlogUpdateFieldsSchema,
  type EndpointRequest,
  MAX_IMAGE_BYTES,
  WORDS,
} from '@ideaignite/contract';
import { blogsApi } from '@ideaignite/contract/blogs';
import type { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { formError } from '../../lib/http-error.ts';
import { fieldValue, type MultipartForm, withMultipartForm } from '../../media/multipart-form.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { changePostLike } from './blog-likes-service.ts';
import {
  checkCanPublishBlog,
  checkOwnPost,
  createBlog,
  editBlog,
  getPost,
  listBlogPage,
  removePost,
} from './blogs-service.ts';

const COVER_FILE = { image: { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: BLOGS_WORDS.coverTooLarge } };

/** A blog form's texts (title, summary, content) checked by `schema`: addblog's or an edit's. */
function readBlogTexts<T>(form: MultipartForm, schema: z.ZodType<T>): T {
  const fields = schema.safeParse({
    title: fieldValue(form, 'title'),
    summary: fieldValue(form, 'summary'),
    content: fieldValue(form, 'content'),
  });
  if (!fields.success)
    throw formError(400, fields.error.issues[0]?.message ?? WORDS.blogCreation.allRequired);
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

type BlogEditParams = EndpointRequest<typeof blogsApi.edit>['Params'];

export const routes: ModuleRoutes = async (app, { container }) => {
  route(
    app,
    blogsApi.create,
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
      reply.status(201);
      return { success: true as const, message: WORDS.blogCreation.success, blog };
    },
    // The role is checked before the form is read: a refused form never streams to disk.
    { preHandler: async (request) => checkCanPublishBlog(currentUser(request)) },
  );

  route(app, blogsApi.list, async (request) => ({
    success: true as const,
    ...(await listBlogPage(container, currentUser(request).userId, request.query)),
  }));

  // A blog at its own address (issue 26): what a notification or a shared link opens.
  route(app, blogsApi.get, async (request) => ({
    success: true as const,
    blog: await getPost(container, currentUser(request).userId, request.params.blogId, 'blog'),
  }));

  for (const [endpoint, liked] of [
    [blogsApi.like, true],
    [blogsApi.unlike, false],
  ] as const) {
    route(app, endpoint, async (request) =>
      changePostLike(
        container,
        { userId: currentUser(request).userId, blogId: request.params.blogId, kind: 'blog' },
        liked,
      ),
    );
  }

  route(
    app,
    blogsApi.edit,
    async (request) => {
      const form = { dataDir: container.dataDir, files: COVER_FILE };
      const blog = await withMultipartForm(request, form, (sent) =>
        editBlog(container, currentUser(request).userId, request.params.blogId, readBlogChange(sent)),
      );
      return { success: true as const, message: BLOGS_WORDS.blogUpdated, blog };
    },
    // Whose it is is checked before the form is read: a refused edit never streams to disk.
    {
      preHandler: async (request) =>
        checkOwnPost(
          container,
          currentUser(request).userId,
          (request.params as BlogEditParams).blogId,
          'blog',
        ),
    },
  );

  route(app, blogsApi.remove, async (request) => {
    await removePost(container, currentUser(request).userId, request.params.blogId, 'blog');
    return { success: true as const, message: BLOGS_WORDS.blogDeleted };
  });
};
