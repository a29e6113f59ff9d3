import { z } from 'zod';
import { NOTIFICATION_TEXT_KEYS } from '../notifications.ts';
import { MESSAGE_STATUSES } from '../safety.ts';
import { MESSAGE_MAX_LENGTH, SOCIAL_WORDS } from '../social.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { PageQuerySchema } from './common.ts';
import { ConnectionSchema } from './connects.ts';
import { PublicUserSchema } from './profiles.ts';

export const MessageTextSchema = z
  .string({ error: SOCIAL_WORDS.messageRequired })
  .trim()
  .min(1, SOCIAL_WORDS.messageRequired)
  .max(MESSAGE_MAX_LENGTH, VALIDATION_WORDS.chatMessageTooLong);

/** sendMessage over the socket (senderId is ignored: the sender is the token's user). */
export const SendMessageSchema = z.object({
  senderId: z.string().optional(),
  receiverId: z.uuid({ error: SOCIAL_WORDS.receiverNotFound }),
  text: MessageTextSchema,
});
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

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

export const NotificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  entityId: z.string().nullable(),
  /**
   * Which text the notification is and what fills it, for showing it in the reader's language
   * (`message` is it in the language of the request); null for older notifications.
   */
  params: z.object({ key: z.enum(NOTIFICATION_TEXT_KEYS), args: z.array(z.string()) }).nullable(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;

export const UsersQuerySchema = PageQuerySchema.extend({ q: z.string().trim().max(100).optional() });
export const CountResponseSchema = z.object({ count: z.number() });

export const ConnectionDetailSchema = ConnectionSchema.extend({
  respondedAt: z.string().nullable(),
  hustler: PublicUserSchema.nullable(),
  investor: PublicUserSchema.nullable(),
});
export type ConnectionDetail = z.infer<typeof ConnectionDetailSchema>;

/** POST /api/connects/hustlertoinvestor's 201: the new Ignite with both people, as the lists give it. */
export const IgniteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  connection: ConnectionDetailSchema,
});

export const ConnectionsResponseSchema = z.object({
  success: z.literal(true),
  received: z.array(ConnectionDetailSchema),
  sent: z.array(ConnectionDetailSchema),
});
export const ConnectionAnswerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  connection: ConnectionDetailSchema,
});
