import { z } from 'zod';
import { IdempotencyKeySchema } from '../schemas/common.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { CONVERSATION_STATES, MESSAGE_MAX_LENGTH, MESSAGE_STATUSES, WHO_CAN_MESSAGE } from './constants.ts';
import { MESSAGES_WORDS } from './words.ts';

export const MessageTextSchema = z
  .string({ error: MESSAGES_WORDS.messageRequired })
  .trim()
  .min(1, MESSAGES_WORDS.messageRequired)
  .max(MESSAGE_MAX_LENGTH, VALIDATION_WORDS.chatMessageTooLong);

/** sendMessage over the socket (senderId is ignored: the sender is the token's user). */
export const SendMessageSchema = z.object({
  senderId: z.string().optional(),
  receiverId: z.uuid({ error: MESSAGES_WORDS.receiverNotFound }),
  text: MessageTextSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** POST /api/messages/{userId}: the socket's sendMessage without the receiver (it is in the path). */
export const SendMessageBodySchema = z.object({
  text: MessageTextSchema,
  idempotencyKey: IdempotencyKeySchema,
});

export const ChatMessageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /**
   * For the sender: sent, delivered or read (issue 15). Present only when both people share read
   * receipts and typing (Settings → Privacy); without it no ticks are shown.
   */
  status: z.enum(MESSAGE_STATUSES).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A chat list item: the spec's _id (the other user), email, profilePic and last text, plus more. */
export const ChatListItemSchema = z.object({
  _id: z.string(),
  email: z.string().nullable(),
  profilePic: z.string().nullable(),
  text: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  lastMessageAt: z.string(),
  lastSenderId: z.string(),
  unreadCount: z.number(),
  /** I muted this conversation: its messages arrive without notifications. */
  muted: z.boolean().optional(),
  /** The other person erased their account: shown as "Deleted user", no picture, no profile. */
  deleted: z.boolean().optional(),
});
export type ChatListItem = z.infer<typeof ChatListItemSchema>;

export const WhoCanMessageSchema = z.enum(WHO_CAN_MESSAGE, { error: MESSAGES_WORDS.invalidWhoCanMessage });
export const ReadReceiptsSchema = z.boolean({ error: MESSAGES_WORDS.invalidReceipts });

/**
 * GET /api/messages/{userId}/state: where my conversation with a person stands for me, and what I
 * may do in it. `state` is 'none' before either of us wrote. `receipts` is true only when both of
 * us share read receipts and typing (the switch is mutual). `awaitingAcceptance` is true when I
 * wrote first and they have not accepted yet; `canSend` says whether a message now would be taken
 * (`reason` says why not, in the catalogue's words).
 */
export const ConversationInfoSchema = z.object({
  partnerId: z.string(),
  state: z.enum([...CONVERSATION_STATES, 'none']),
  muted: z.boolean(),
  blockedByMe: z.boolean(),
  receipts: z.boolean(),
  awaitingAcceptance: z.boolean(),
  canSend: z.boolean(),
  reason: z.string().nullable(),
});
export type ConversationInfo = z.infer<typeof ConversationInfoSchema>;

/** PUT /api/messages/{userId}/mute */
export const MuteSchema = z.strictObject(
  { muted: z.boolean({ error: MESSAGES_WORDS.invalidMute }) },
  { error: MESSAGES_WORDS.invalidMute },
);

export const MuteResponseSchema = z.object({ message: z.string(), muted: z.boolean() });

/** Socket: typing in a conversation (client → server), never stored. */
export const TypingInputSchema = z.strictObject({
  to: z.uuid({ error: MESSAGES_WORDS.receiverNotFound }),
  typing: z.boolean(),
});

/** Socket: the messages I received (client → server): the sender learns they were delivered. */
export const DeliveredInputSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100),
});

/** Socket (server → client): someone is (or stopped) typing to me. */
export interface TypingEvent {
  from: string;
  typing: boolean;
}

/** Socket (server → client): my messages to `partnerId` were delivered or read (only when receipts are shared). */
export interface MessageStatusEvent {
  partnerId: string;
  status: 'delivered' | 'read';
  /** The messages it now applies to; for 'read', every message of mine up to `at`. */
  ids: string[];
  at: string;
}
