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
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { type NotifyDeps, notify, pushNotification, sendNotificationMail } from '../notifications/index.ts';
import { findSentMessage } from './conversations-repository.ts';
import { insertMessage, type SentRow, storeMessage } from './messages-repository.ts';
import { toChatMessage } from './messages-service.ts';
import { lockPair, moveConversation, readPairContext, receiptsShared } from './safety-repository.ts';

export type SendDeps = NotifyDeps & Pick<Container, 'rateCounter' | 'messageLimits'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const tooMany = (message: string) => new HttpError(429, message);

/**
 * Stores the message and delivers it (receiver's room and the sender's other tabs), with the
 * receiver's notification unless they muted the conversation or it is a request (then one
 * 'message-request' notification, once). The sender always comes from the token.
 *
 * A send with an idempotency key (decision 038: the app's outbox, a message written offline)
 * is stored once: sent again with the same key it answers the stored message and delivers,
 * notifies and counts nothing. It takes the transactional path, where the pair's lock orders
 * two sends of the same key; the unique index (sender, key) stays the last word.
 */
export async function sendMessage(
  deps: SendDeps,
  senderId: string,
  input: SendInput,
  exceptSocketId?: string,
): Promise<ChatMessage> {
  if (input.receiverId === senderId) throw badRequest(MESSAGES_WORDS.cannotMessageSelf);
  const key = input.idempotencyKey;
  if (key) {
    const stored = await storedSend(deps, senderId, key);
    if (stored) return stored;
  }
  const sentLastMinute = await deps.rateCounter.hit(`messages:${senderId}`, MINUTE_MS);
  if (sentLastMinute > deps.messageLimits.perMinute) throw tooMany(MESSAGES_WORDS.tooManyMessages);
  const sent = key
    ? ({ path: 'transaction' } as const)
    : await storeMessage(deps.db, { senderId, receiverId: input.receiverId, text: input.text });
  let outcome: { row: SentRow; request: boolean } | { stored: ChatMessage };
  try {
    outcome =
      sent.path === 'fast'
        ? { row: sent.row, request: false }
        : await sendOutsideInbox(deps, senderId, input);
  } catch (error) {
    // The same key sent at once to two different people: the first one stored it.
    const stored = key && isUniqueViolation(error) ? await storedSend(deps, senderId, key) : undefined;
    if (stored) return stored;
    throw error;
  }
  if ('stored' in outcome) return outcome.stored;
  const { row, request } = outcome;
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
    pushNotification(
      deps,
      {
        id: row.notification_id,
        userId: input.receiverId,
        type: 'message',
        message: row.notification_message ?? '',
        params: row.notification_params,
        isRead: false,
        createdAt: new Date(row.notification_created_at),
        actorId: senderId,
        entityId: senderId,
      },
      row.pushes,
    );
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

type SendInput = { receiverId: string; text: string; idempotencyKey?: string | undefined };

/** The message already stored under this key, as its sender sees it; undefined when none is. */
async function storedSend(
  deps: Pick<SendDeps, 'db'>,
  senderId: string,
  key: string,
  db: Pick<SendDeps['db'], 'select' | 'execute'> = deps.db,
): Promise<ChatMessage | undefined> {
  const row = await findSentMessage(db, senderId, key);
  return row && toChatMessage(row, senderId, await receiptsShared(db, senderId, row.receiverId));
}

/**
 * The transactional send: blocks refuse, replying to a request accepts it, a stranger's first
 * message becomes a request (unless the receiver takes messages from connections only), and a
 * pending request takes REQUEST_MESSAGE_LIMIT messages in all, counted under the pair's lock.
 */
async function sendOutsideInbox(
  deps: SendDeps,
  senderId: string,
  input: SendInput,
): Promise<{ row: SentRow; request: boolean } | { stored: ChatMessage }> {
  const receiverId = input.receiverId;
  const key = input.idempotencyKey;
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPair(tx, senderId, receiverId);
      // A send of the same key that held the lock before this one has stored it: answer that.
      const stored = key ? await storedSend(deps, senderId, key, tx) : undefined;
      if (stored) return { stored };
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
        ...(key ? { idempotencyKey: key } : {}),
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
