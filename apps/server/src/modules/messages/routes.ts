import {
  API,
  ChatListItemSchema,
  ChatMessageSchema,
  ConversationInfoSchema,
  CountResponseSchema,
  ErrorSchema,
  MessageTextSchema,
  MuteResponseSchema,
  MuteSchema,
  PageQuerySchema,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { listChats, listConversation, markConversationRead, unreadMessageCount } from './messages-service.ts';
import { acceptRequest, conversationInfo, declineRequest, muteConversation } from './requests-service.ts';
import { sendMessage } from './send-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const messageResponse = z.object({ message: z.string() });
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
    API.messageRequests,
    {
      schema: {
        tags: ['messages'],
        summary:
          'Message requests: strangers’ first messages I have not answered (bare array; X-Next-Cursor)',
        querystring: PageQuerySchema,
        response: { 200: z.array(ChatListItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const me = currentUser(request).userId;
      const { items, nextCursor } = await listChats(container, me, request.query, 'request');
      setNextCursorHeaders(request, reply, nextCursor);
      return items;
    },
  );
  app.get(
    '/api/messages/:userId/state',
    {
      schema: {
        tags: ['messages'],
        summary: 'Where my conversation with a user stands for me, and whether I may send',
        params: userParams,
        response: { 200: ConversationInfoSchema, ...errors },
      },
    },
    async (request) => conversationInfo(container, currentUser(request).userId, request.params.userId),
  );
  app.post(
    '/api/messages/:userId/accept',
    {
      schema: {
        tags: ['messages'],
        summary: 'Accept their message request: the conversation moves to my inbox',
        params: userParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({
      message: await acceptRequest(container, currentUser(request).userId, request.params.userId),
    }),
  );
  app.post(
    '/api/messages/:userId/decline',
    {
      schema: {
        tags: ['messages'],
        summary: 'Decline their message request (they are not told)',
        params: userParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({
      message: await declineRequest(container, currentUser(request).userId, request.params.userId),
    }),
  );
  app.put(
    '/api/messages/:userId/mute',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mute or unmute my conversation with a user: messages arrive without notifications',
        params: userParams,
        body: MuteSchema,
        response: { 200: MuteResponseSchema, ...errors },
      },
    },
    async (request) =>
      muteConversation(container, currentUser(request).userId, request.params.userId, request.body.muted),
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
        response: { 201: ChatMessageSchema, 429: ErrorSchema, ...errors },
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
