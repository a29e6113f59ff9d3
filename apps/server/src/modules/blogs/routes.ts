import {
  API,
  BlogCreatedResponseSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  CONTENT_MESSAGES,
  DashContentResponseSchema,
  ErrorSchema,
  MESSAGES,
  PageQuerySchema,
  TalkCreatedResponseSchema,
  TalkSchema,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authentication.ts';
import type { ContentDeps } from '../content-deps.ts';
import { dashContent } from '../feed/feed-service.ts';
import { createBlog, createTalk, listBlogPage } from './blogs-service.ts';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
};

export const blogRoutes: FastifyPluginAsyncZod<{ deps: ContentDeps }> = async (app, { deps }) => {
  app.post(
    API.addBlog,
    {
      schema: {
        tags: ['blogs'],
        consumes: ['multipart/form-data'],
        summary: 'Publish a blog (Hustlers; title, summary, content, optional png/jpeg image)',
        response: { 201: BlogCreatedResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const blog = await createBlog(deps, request, currentUser(request));
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
        response: { 200: BlogListResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ success: true as const, ...(await listBlogPage(deps, request.query)) }),
  );

  app.post(
    API.addTalks,
    {
      schema: {
        tags: ['talks'],
        summary: 'Post a talk (any signed-in user); answers { blog }',
        body: TalkSchema,
        response: { 201: TalkCreatedResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const blog = await createTalk(deps, currentUser(request), request.body.title);
      return reply.status(201).send({ success: true as const, message: CONTENT_MESSAGES.talkPosted, blog });
    },
  );

  app.get(
    API.dashContent,
    {
      schema: {
        tags: ['feed'],
        summary: 'The dashboard feed: videos and blogs interleaved, newest first',
        querystring: PageQuerySchema,
        response: { 200: DashContentResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await dashContent(deps, currentUser(request).userId, request.query),
      message: 'Feed fetched.',
    }),
  );
};
