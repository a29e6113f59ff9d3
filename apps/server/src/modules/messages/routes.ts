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
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  listChats,
  listConversation,
  markConversationRead,
  sendMessage,
  unreadMessageCount,
} from './messages-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
const userParams = z.object({ userId: z.uuid({ error: SOCIAL_MESSAGES.receiverNotFound }) });

export const routes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.messages,
    {
      schema: {
        tags: ['messages'],
        summary: 'My chat list (bare array; next page in X-Next-Cursor / Link)',
        querystring: PageQuerySchema,
        response: { 200: z.array(ChatListItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listChats(container, currentUser(request).userId, request.query);
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
    },
    async (request) => ({ count: await unreadMessageCount(container, currentUser(request).userId) }),
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
    },
    async (request, reply) => {
      const { items, nextCursor } = await listConversation(
        container,
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
    },
    async (request, reply) => {
      const message = await sendMessage(container, currentUser(request).userId, {
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
    },
    async (request) => ({
      count: await markConversationRead(container, currentUser(request).userId, request.params.userId),
    }),
  );
};
