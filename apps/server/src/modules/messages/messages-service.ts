import { type ChatMessage, SOCIAL_MESSAGES } from '@ideaignite/contract';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages, notifications } from '../../db/schema.ts';
import { afterCursor, decodeCursor, pageOf } from '../../lib/cursor.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notificationTexts } from '../notifications/notification-texts.ts';
import { notifyMessage } from '../notifications/notifications-service.ts';
import { findUserWithProfile } from '../profiles/profiles-repository.ts';

type MessageRow = typeof messages.$inferSelect;

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
 * Stores the message first, then delivers it (receiver's room and the sender's other tabs) and
 * updates the receiver's grouped message notification. The sender always comes from the token.
 */
export async function sendMessage(
  deps: { db: Database; realtime: Realtime },
  senderId: string,
  input: { receiverId: string; text: string },
  exceptSocketId?: string,
): Promise<ChatMessage> {
  if (input.receiverId === senderId) throw badRequest(SOCIAL_MESSAGES.cannotMessageSelf);
  const receiver = await findUserWithProfile(deps.db, input.receiverId);
  if (!receiver) throw notFound(SOCIAL_MESSAGES.receiverNotFound);
  const [row] = await deps.db
    .insert(messages)
    .values({ senderId, receiverId: input.receiverId, text: input.text })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  const message = toChatMessage(row);
  deps.realtime.emitMessage(message, exceptSocketId);
  const sender = await findUserWithProfile(deps.db, senderId);
  const name = sender?.profile.username || 'Someone';
  await notifyMessage(deps.db, deps.realtime, {
    userId: input.receiverId,
    actorId: senderId,
    type: 'message',
    message: notificationTexts.message(name, input.text),
    entityId: senderId,
  });
  return message;
}

/** A conversation, newest page first, each page in time order; reading it marks it read. */
export async function listConversation(
  db: Database,
  me: string,
  other: string,
  query: { limit: number; cursor?: string },
) {
  if (!(await findUserWithProfile(db, other))) throw notFound(SOCIAL_MESSAGES.receiverNotFound);
  const between = or(
    and(eq(messages.senderId, me), eq(messages.receiverId, other)),
    and(eq(messages.senderId, other), eq(messages.receiverId, me)),
  );
  const rows = await db
    .select()
    .from(messages)
    .where(and(between, afterCursor(decodeCursor(query.cursor), messages.createdAt, messages.id)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  if (!query.cursor) await markConversationRead(db, me, other);
  return { items: page.reverse().map(toChatMessage), nextCursor };
}

/** Marks the other person's messages to me read, and their grouped message notification too. */
export async function markConversationRead(db: Database, me: string, other: string): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.senderId, other), eq(messages.receiverId, me), isNull(messages.readAt)))
    .returning({ id: messages.id });
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(eq(notifications.userId, me), eq(notifications.actorId, other), eq(notifications.type, 'message')),
    );
  return updated.length;
}

export async function unreadMessageCount(db: Database, me: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, me), isNull(messages.readAt)));
  return Number(row?.total ?? 0);
}
