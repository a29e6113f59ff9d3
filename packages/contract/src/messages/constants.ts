/**
 * Safe messaging (issue 15, decision 023): who can message me, message requests from strangers,
 * read receipts and typing, and messaging limits.
 */

export const MESSAGE_MAX_LENGTH = 4000;

/** Who can start a conversation with me: anyone (a stranger's first message is a request), or only connections. */
export const WHO_CAN_MESSAGE = ['everyone', 'connections'] as const;
export type WhoCanMessage = (typeof WHO_CAN_MESSAGE)[number];

/**
 * Where a conversation sits for one of its two people: in the inbox, among the message requests
 * (a stranger wrote first and I have not answered), or declined (hidden; the sender is not told).
 */
export const CONVERSATION_STATES = ['inbox', 'request', 'declined'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

/** Until a request is accepted its sender may send this many messages in all: the first and one more. */
export const REQUEST_MESSAGE_LIMIT = 2;

/** Messages one person may send in any minute, and new conversations they may start in any 24 hours. */
export const MESSAGES_PER_MINUTE = 30;
export const NEW_CONVERSATIONS_PER_DAY = 20;

/**
 * While someone keeps typing, their indicator is passed on at most once per this many ms per
 * conversation; it clears itself after TYPING_TTL_MS. A new start after a stop passes at once,
 * but not twice within TYPING_RESTART_MS.
 */
export const TYPING_THROTTLE_MS = 2000;
export const TYPING_RESTART_MS = 250;
export const TYPING_TTL_MS = 6000;

/** What a message's sender may see of it once it left: only when both people share read receipts. */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
