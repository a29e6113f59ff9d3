import {
  type ChatListItem,
  type ChatMessage,
  DELETED_USER_NAME,
  MESSAGES_WORDS,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { notFound } from '../../lib/http-error.ts';
import { listChatRows } from './chat-list-repository.ts';
import {
  countUnreadMessages,
  listConversationRows,
  type MessageRow,
  setConversationRead,
  userExists,
} from './conversations-repository.ts';
import { receiptsShared } from './safety-repository.ts';

type PageQuery = { limit: number; cursor?: string };

/**
 * A message as `me` sees it. My own messages carry their status only when we share read
 * receipts (decision 023); otherwise neither status nor when it was read.
 */
export function toChatMessage(row: MessageRow, me: string, receipts: boolean): ChatMessage {
  const mine = row.senderId === me;
  const readAt = mine && !receipts ? null : (row.readAt?.toISOString() ?? null);
  return {
    _id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    readAt,
    ...(mine && receipts
      ? {
          status: row.readAt
            ? ('read' as const)
            : row.deliveredAt
              ? ('delivered' as const)
              : ('sent' as const),
        }
      : {}),
  };
}

/**
 * A conversation, newest page first, each page in time order (messages a moderator hid left
 * out); reading it marks it delivered and read, and tells the other person when we share receipts.
 */
export async function listConversation(
  deps: Pick<Container, 'db' | 'realtime'>,
  me: string,
  other: string,
  query: PageQuery,
) {
  const { page, nextCursor } = await listConversationRows(deps.db, query, { me, other });
  if (page.length === 0 && !(await userExists(deps.db, other)))
    throw notFound(MESSAGES_WORDS.receiverNotFound);
  const receipts = query.cursor
    ? await receiptsShared(deps.db, me, other)
    : await markConversationReadAndTell(deps, me, other).then((mark) => mark.receipts);
  return { items: page.reverse().map((row) => toChatMessage(row, me, receipts)), nextCursor };
}

/** Marks the other person's messages to me (and their message notification) read; answers how many. */
export async function markConversationRead(
  deps: Pick<Container, 'db' | 'realtime'>,
  me: string,
  other: string,
): Promise<number> {
  return (await markConversationReadAndTell(deps, me, other)).count;
}

async function markConversationReadAndTell(
  deps: Pick<Container, 'db' | 'realtime'>,
  me: string,
  other: string,
) {
  const mark = await setConversationRead(deps.db, me, other);
  if (mark.receipts && mark.ids.length > 0) {
    deps.realtime.emitToUser(other, SOCKET_EVENTS.messageStatus, {
      partnerId: me,
      status: 'read',
      ids: mark.ids,
      at: new Date(mark.at).toISOString(),
    });
  }
  return mark;
}

export function unreadMessageCount(deps: Pick<Container, 'db'>, me: string): Promise<number> {
  return countUnreadMessages(deps.db, me);
}

/**
 * The chat list (or, with `state: 'request'`, the message requests): one row per person I have
 * exchanged messages with and nobody blocked, carrying the last message, newest conversation
 * first, with my unread count and mute for each.
 */
export async function listChats(
  deps: Pick<Container, 'db' | 'storage'>,
  me: string,
  query: PageQuery,
  state: 'inbox' | 'request' = 'inbox',
): Promise<{ items: ChatListItem[]; nextCursor: string | null }> {
  const { page, nextCursor } = await listChatRows(deps.db, query, { me, state });
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
      muted: row.muted,
      ...(row.deletedAt ? { deleted: true } : {}),
    })),
    nextCursor,
  };
}
