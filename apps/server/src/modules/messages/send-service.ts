/**
 * Sending a message (decision 023): an open inbox conversation takes the one-statement send and
 * its group commit (decision 009); anything else (a stranger's first message, a request, a block,
 * an erased receiver) is decided in a transaction that holds the pair's lock.
 */
import {
  BLOCKS_WORDS,
  type ChatMessage,
  MESSAGES_WORDS,
  NOTIFICATION_TEXT_KEEP,
  REQUEST_MESSAGE_LIMIT,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { type NotifyDeps, notify, pushNotification, sendNotificationMail } from '../notifications/index.ts';
import { insertMessage, type SentRow, storeMessage } from './messages-repository.ts';
import { lockPair, moveConversation, readPairContext } from './safety-repository.ts';

export type SendDeps = NotifyDeps & Pick<Container, 'rateCounter' | 'messageLimits'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const tooMany = (message: string) => new HttpError(429, message);

/**
 * Stores the message and delivers it (receiver's room and the sender's other tabs), with the
 * receiver's notification unless they muted the conversation or it is a request (then one
 * 'message-request' notification, once). The sender always comes from the token.
 */
export async function sendMessage(
  deps: SendDeps,
  senderId: string,
  input: { receiverId: string; text: string },
  exceptSocketId?: string,
): Promise<ChatMessage> {
  if (input.receiverId === senderId) throw badRequest(MESSAGES_WORDS.cannotMessageSelf);
  const sentLastMinute = await deps.rateCounter.hit(`messages:${senderId}`, MINUTE_MS);
  if (sentLastMinute > deps.messageLimits.perMinute) throw tooMany(MESSAGES_WORDS.tooManyMessages);
  const sent = await storeMessage(deps.db, { senderId, receiverId: input.receiverId, text: input.text });
  const { row, request } =
    sent.path === 'fast' ? { row: sent.row, request: false } : await sendOutsideInbox(deps, senderId, input);
  const message: ChatMessage = {
    _id: row.id,
    senderId,
    receiverId: input.receiverId,
    text: input.text,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: null,
    ...(row.receipts ? { status: 'sent' as const } : {}),
  };
  deps.realtime.emitMessage(message, exceptSocketId);
  const clipped = input.text.slice(0, NOTIFICATION_TEXT_KEEP);
  if (request) {
    await notify(deps, {
      userId: input.receiverId,
      type: 'message-request',
      params: { key: 'messageRequest', args: [row.sender_name ?? '', clipped] },
      actorId: senderId,
      entityId: senderId,
    });
  }
  if (row.notification_id && row.notification_created_at) {
    pushNotification(deps, {
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
      args: [row.sender_name ?? '', clipped] as [string, string],
    };
    await sendNotificationMail(deps, row.mail_to, 'message', params, senderId);
  }
  return message;
}

/**
 * The transactional send: blocks refuse, replying to a request accepts it, a stranger's first
 * message becomes a request (unless the receiver takes messages from connections only), and a
 * pending request takes REQUEST_MESSAGE_LIMIT messages in all, counted under the pair's lock.
 */
async function sendOutsideInbox(
  deps: SendDeps,
  senderId: string,
  input: { receiverId: string; text: string },
): Promise<{ row: SentRow; request: boolean }> {
  const receiverId = input.receiverId;
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPair(tx, senderId, receiverId);
      const pair = await readPairContext(tx, senderId, receiverId);
      if (!pair.receiverExists) throw notFound(MESSAGES_WORDS.receiverNotFound);
      if (pair.blockedByMe) throw forbidden(BLOCKS_WORDS.blockedByYou);
      if (pair.blockedByThem) throw forbidden(BLOCKS_WORDS.blockedYou);
      // Replying accepts their request (a declined one too: I changed my mind).
      if (pair.mine === 'request' || pair.mine === 'declined')
        await moveConversation(tx, senderId, receiverId, ['request', 'declined'], 'inbox');
      if (pair.theirs === 'declined') throw forbidden(MESSAGES_WORDS.requestPending);
      if (pair.theirs === 'request' && pair.sent >= REQUEST_MESSAGE_LIMIT)
        throw forbidden(MESSAGES_WORDS.requestPending);
      const request = pair.theirs === null && !pair.connected;
      if (request) {
        if (pair.whoCanMessage === 'connections') throw forbidden(MESSAGES_WORDS.connectionsOnly);
        const started = await deps.rateCounter.hit(`conversations:${senderId}`, DAY_MS);
        if (started > deps.messageLimits.conversationsPerDay)
          throw tooMany(MESSAGES_WORDS.tooManyConversations);
      }
      const notifyAsMessage = pair.theirs !== 'request' && !request;
      const row = await insertMessage(tx, {
        senderId,
        receiverId,
        text: input.text,
        notify: notifyAsMessage,
      });
      // The insert's trigger made both rows 'inbox'; theirs holds my request until they answer.
      if (request) await moveConversation(tx, receiverId, senderId, ['inbox'], 'request');
      return { row, request };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(MESSAGES_WORDS.receiverNotFound);
    throw error;
  }
}
