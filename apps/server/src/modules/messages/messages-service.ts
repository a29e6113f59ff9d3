import {
  type ChatListItem,
  type ChatMessage,
  DELETED_USER_NAME,
  NOTIFICATION_TEXT_KEEP,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { type NotifyDeps, sendNotificationMail } from '../notifications/notification-mail.ts';
import { pushNotification } from '../notifications/notifications-service.ts';
import { listChatRows } from './chat-list-repository.ts';
import {
  countUnreadMessages,
  listConversationRows,
  type MessageRow,
  setConversationRead,
  userExists,
} from './conversations-repository.ts';
import { ReceiverErasedError, type SentRow, storeMessage } from './messages-repository.ts';

type PageQuery = { limit: number; cursor?: string };

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * Stores the message and the receiver's grouped notification in one statement (shared with
 * messages arriving at the same time: storeMessage), then delivers both (receiver's room and the
 * sender's other tabs). The sender always comes from the token.
 */
export async function sendMessage(
  deps: NotifyDeps,
  senderId: string,
  input: { receiverId: string; text: string },
  exceptSocketId?: string,
): Promise<ChatMessage> {
  if (input.receiverId === senderId) throw badRequest(SOCIAL_MESSAGES.cannotMessageSelf);
  let row: SentRow;
  try {
    row = await storeMessage(deps.db, { senderId, receiverId: input.receiverId, text: input.text });
  } catch (error) {
    if (isForeignKeyViolation(error) || error instanceof ReceiverErasedError) {
      throw notFound(SOCIAL_MESSAGES.receiverNotFound);
    }
    throw error;
  }
  const message: ChatMessage = {
    _id: row.id,
    senderId,
    receiverId: input.receiverId,
    text: input.text,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: null,
  };
  deps.realtime.emitMessage(message, exceptSocketId);
  if (row.notification_id && row.notification_created_at) {
    pushNotification(deps.realtime, {
      id: row.notification_id,
      userId: input.receiverId,
      type: 'message',
      message: row.notification_message ?? '',
      params: row.notification_params,
      isRead: false,
      createdAt: new Date(row.notification_created_at),
      actorId: senderId,
      entityId: senderId,
    });
  }
  if (row.mail_to) {
    const params = row.notification_params ?? {
      key: 'message' as const,
      args: [row.sender_name ?? '', input.text.slice(0, NOTIFICATION_TEXT_KEEP)] as [string, string],
    };
    await sendNotificationMail(deps, row.mail_to, 'message', params, senderId);
  }
  return message;
}

/** A conversation, newest page first, each page in time order; reading it marks it read. */
export async function listConversation(
  deps: Pick<Container, 'db'>,
  me: string,
  other: string,
  query: PageQuery,
) {
  const { page, nextCursor } = await listConversationRows(deps.db, query, { me, other });
  if (page.length === 0 && !(await userExists(deps.db, other)))
    throw notFound(SOCIAL_MESSAGES.receiverNotFound);
  if (!query.cursor) await setConversationRead(deps.db, me, other);
  return { items: page.reverse().map(toChatMessage), nextCursor };
}

/** Marks the other person's messages to me (and their message notification) read; answers how many. */
export function markConversationRead(
  deps: Pick<Container, 'db'>,
  me: string,
  other: string,
): Promise<number> {
  return setConversationRead(deps.db, me, other);
}

export function unreadMessageCount(deps: Pick<Container, 'db'>, me: string): Promise<number> {
  return countUnreadMessages(deps.db, me);
}

/**
 * The chat list: one row per person I have exchanged messages with, carrying the last message,
 * newest conversation first, with my unread count for each.
 */
export async function listChats(
  deps: Pick<Container, 'db' | 'storage'>,
  me: string,
  query: PageQuery,
): Promise<{ items: ChatListItem[]; nextCursor: string | null }> {
  const { page, nextCursor } = await listChatRows(deps.db, query, { me });
  return {
    items: page.map((row) => ({
      _id: row.partnerId,
      email: row.deletedAt ? null : row.contactEmail,
      profilePic: row.profilePic && !row.deletedAt ? deps.storage.publicUrl(row.profilePic) : null,
      text: row.text,
      name: row.deletedAt ? DELETED_USER_NAME : row.username,
      role: row.role,
      lastMessageAt: new Date(row.cursorAt).toISOString(),
      lastSenderId: row.senderId,
      unreadCount: Number(row.unread),
      ...(row.deletedAt ? { deleted: true } : {}),
    })),
    nextCursor,
  };
}
