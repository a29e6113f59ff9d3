import {
  API,
  ChatListItemSchema,
  ChatMessageSchema,
  CountResponseSchema,
  ErrorSchema,
  MessageTextSchema,
  PageQuerySchema,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { ContentDeps } from '../content-deps.ts';
import { listChats } from './chat-list.ts';
import {
  listConversation,
  markConversationRead,
  sendMessage,
  unreadMessageCount,
} from './messages-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
const userParams = z.object({ userId: z.uuid({ error: SOCIAL_MESSAGES.receiverNotFound }) });

export const messageRoutes: FastifyPluginAsyncZod<{ deps: ContentDeps }> = async (app, { deps }) => {
  app.get(
    API.messages,
    {
      schema: {
        tags: ['messages'],
        summary: 'My chat list (bare array; next page in X-Next-Cursor / Link)',
        querystring: PageQuerySchema,
        response: { 200: z.array(ChatListItemSchema), ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { items, nextCursor } = await listChats(
        deps.db,
        deps.storage,
        currentUser(request).userId,
        request.query,
      );
      setNextCursorHeaders(request, reply, nextCursor);
      return items;
    },
  );
  app.get(
    API.messagesUnreadCount,
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages to me are unread',
        response: { 200: CountResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ count: await unreadMessageCount(deps.db, currentUser(request).userId) }),
  );
  app.get(
    '/api/messages/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: 'My conversation with a user: newest page first, each page oldest to newest; marks it read',
        params: userParams,
        querystring: PageQuerySchema,
        response: { 200: z.array(ChatMessageSchema), ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { items, nextCursor } = await listConversation(
        deps.db,
        currentUser(request).userId,
        request.params.userId,
        request.query,
      );
      setNextCursorHeaders(request, reply, nextCursor);
      return items;
    },
  );
  app.post(
    '/api/messages/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message (the same as the socket sendMessage)',
        params: userParams,
        body: z.object({ text: MessageTextSchema }),
        response: { 201: ChatMessageSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const message = await sendMessage(deps, currentUser(request).userId, {
        receiverId: request.params.userId,
        text: request.body.text,
      });
      return reply.status(201).send(message);
    },
  );
  app.post(
    '/api/messages/:userId/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark my conversation with a user read',
        params: userParams,
        response: { 200: CountResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      count: await markConversationRead(deps.db, currentUser(request).userId, request.params.userId),
    }),
  );
};
