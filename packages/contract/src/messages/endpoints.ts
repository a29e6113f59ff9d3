import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { MessageSchema, PageQuerySchema } from '../schemas/common.ts';
import { ConversationInfoSchema, MuteResponseSchema, MuteSchema } from '../schemas/safety.ts';
import {
  ChatListItemSchema,
  ChatMessageSchema,
  CountResponseSchema,
  MessageTextSchema,
} from '../schemas/social.ts';
import { ConversationParamsSchema } from './params.ts';

/**
 * The messages feature's calls: the chat list and the message requests, one conversation (read,
 * send, mark read), answering a request, muting, the unread count. Sending also goes over the
 * socket (SOCKET_EVENTS.sendMessage); `send` is its REST twin.
 */
export const messagesApi = {
  chats: defineEndpoint({
    method: 'GET',
    path: '/api/messages',
    auth: 'user',
    tags: ['messages'],
    summary: 'My chat list (bare array; next page in X-Next-Cursor / Link)',
    query: PageQuerySchema,
    responses: { 200: z.array(ChatListItemSchema) },
    errors: [400, 401, 403, 404],
    paged: true,
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: '/api/messages/requests',
    auth: 'user',
    tags: ['messages'],
    summary: 'Message requests: strangers’ first messages I have not answered (bare array; X-Next-Cursor)',
    query: PageQuerySchema,
    responses: { 200: z.array(ChatListItemSchema) },
    errors: [400, 401, 403, 404],
    paged: true,
  }),
  state: defineEndpoint({
    method: 'GET',
    path: '/api/messages/:userId/state',
    auth: 'user',
    tags: ['messages'],
    summary: 'Where my conversation with a user stands for me, and whether I may send',
    params: ConversationParamsSchema,
    responses: { 200: ConversationInfoSchema },
    errors: [400, 401, 403, 404],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:userId/accept',
    auth: 'user',
    tags: ['messages'],
    summary: 'Accept their message request: the conversation moves to my inbox',
    params: ConversationParamsSchema,
    responses: { 200: MessageSchema },
    errors: [400, 401, 403, 404],
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:userId/decline',
    auth: 'user',
    tags: ['messages'],
    summary: 'Decline their message request (they are not told)',
    params: ConversationParamsSchema,
    responses: { 200: MessageSchema },
    errors: [400, 401, 403, 404],
  }),
  mute: defineEndpoint({
    method: 'PUT',
    path: '/api/messages/:userId/mute',
    auth: 'user',
    tags: ['messages'],
    summary: 'Mute or unmute my conversation with a user: messages arrive without notifications',
    params: ConversationParamsSchema,
    body: MuteSchema,
    responses: { 200: MuteResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/messages/unread-count',
    auth: 'user',
    tags: ['messages'],
    summary: 'How many messages to me are unread',
    responses: { 200: CountResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: '/api/messages/:userId',
    auth: 'user',
    tags: ['messages'],
    summary: 'My conversation with a user: newest page first, each page oldest to newest; marks it read',
    params: ConversationParamsSchema,
    query: PageQuerySchema,
    responses: { 200: z.array(ChatMessageSchema) },
    errors: [400, 401, 403, 404],
    paged: true,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:userId',
    auth: 'user',
    tags: ['messages'],
    summary: 'Send a message (the same as the socket sendMessage)',
    params: ConversationParamsSchema,
    body: z.object({ text: MessageTextSchema }),
    responses: { 201: ChatMessageSchema },
    errors: [400, 401, 403, 404, 429],
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:userId/read',
    auth: 'user',
    tags: ['messages'],
    summary: 'Mark my conversation with a user read',
    params: ConversationParamsSchema,
    responses: { 200: CountResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};
