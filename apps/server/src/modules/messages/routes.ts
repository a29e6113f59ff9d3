import { messagesApi } from '@ideaignite/contract/messages';
import type { ModuleRoutes } from '../../lib/container.ts';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { listChats, listConversation, markConversationRead, unreadMessageCount } from './messages-service.ts';
import { acceptRequest, conversationInfo, declineRequest, muteConversation } from './requests-service.ts';
import { sendMessage } from './send-service.ts';

export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, messagesApi.chats, async (request, reply) => {
    const { items, nextCursor } = await listChats(container, currentUser(request).userId, request.query);
    setNextCursorHeaders(request, reply, nextCursor);
    return items;
  });
  route(app, messagesApi.requests, async (request, reply) => {
    const me = currentUser(request).userId;
    const { items, nextCursor } = await listChats(container, me, request.query, 'request');
    setNextCursorHeaders(request, reply, nextCursor);
    return items;
  });
  route(app, messagesApi.state, async (request) =>
    conversationInfo(container, currentUser(request).userId, request.params.userId),
  );
  route(app, messagesApi.accept, async (request) => ({
    message: await acceptRequest(container, currentUser(request).userId, request.params.userId),
  }));
  route(app, messagesApi.decline, async (request) => ({
    message: await declineRequest(container, currentUser(request).userId, request.params.userId),
  }));
  route(app, messagesApi.mute, async (request) =>
    muteConversation(container, currentUser(request).userId, request.params.userId, request.body.muted),
  );
  route(app, messagesApi.unreadCount, async (request) => ({
    count: await unreadMessageCount(container, currentUser(request).userId),
  }));
  route(app, messagesApi.conversation, async (request, reply) => {
    const { items, nextCursor } = await listConversation(
      container,
      currentUser(request).userId,
      request.params.userId,
      request.query,
    );
    setNextCursorHeaders(request, reply, nextCursor);
    return items;
  });
  route(app, messagesApi.send, async (request, reply) => {
    const message = await sendMessage(container, currentUser(request).userId, {
      receiverId: request.params.userId,
      text: request.body.text,
      idempotencyKey: request.body.idempotencyKey,
    });
    return reply.status(201).send(message);
  });
  route(app, messagesApi.read, async (request) => ({
    count: await markConversationRead(container, currentUser(request).userId, request.params.userId),
  }));
};
