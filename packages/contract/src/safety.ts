/**
 * Safe messaging (issue 15, decision 023): message requests from strangers, blocking, reports and
 * the moderation queue, muting a conversation, read receipts and typing, and messaging limits.
 */

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

/** What can be reported. Blog comments and talk comments are both `comment` (target `post`). */
export const REPORT_TARGETS = ['user', 'message', 'video', 'blog', 'talk', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'abuse', label: 'Abuse or harassment' },
  { value: 'fraud', label: 'Fraud or scam' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** Where a report stands: waiting in the queue, or closed by one of the moderators' actions. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a moderator can do: close a report, hide what it is about, suspend its author, restore either. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The words of messaging's controls and of moderation, as the API answers them. */
export const SAFETY_WORDS = {
  // Blocking
  blockedByYou: 'You have blocked this person. Unblock them in Settings to do this.',
  blockedYou: 'You cannot do this: this person is not accepting it from you.',
  cannotBlockSelf: 'You cannot block yourself.',
  blocked: 'Blocked. They can no longer message you, ignite you, comment on or like your posts, or find you.',
  unblocked: 'Unblocked.',
  notBlocked: 'You have not blocked this person.',
  // Message requests and who can message me
  connectionsOnly: 'This person only takes messages from their connections.',
  requestPending: 'Your message request has not been accepted yet. You can send more once they accept it.',
  requestAccepted: 'Request accepted. The conversation is in your inbox now.',
  requestDeclined: 'Request declined. They will not be told.',
  noRequest: 'There is no message request from this person.',
  invalidWhoCanMessage: 'Please choose who can message you: everyone or connections.',
  invalidReceipts: 'Read receipts can only be on or off.',
  // Mute
  muted: 'Conversation muted. Messages still arrive, without notifications.',
  unmuted: 'Conversation unmuted.',
  noConversation: 'You have no conversation with this person yet.',
  invalidMute: 'Please say whether to mute the conversation.',
  // Limits
  tooManyMessages: 'You are sending messages too quickly. Please wait a minute and try again.',
  tooManyConversations:
    'You have started as many new conversations as you can today. Please try again tomorrow.',
  // Reports
  reportSent: 'Thank you. Our moderators will look at your report.',
  alreadyReported: 'You have already reported this. Our moderators will look at it.',
  invalidReportTarget: 'Please choose what you are reporting.',
  invalidReportReason: 'Please choose a reason from the list.',
  reportDetailsRequired: 'Please tell us what is wrong.',
  reportDetailsTooLong: 'Please keep the details to 1000 characters.',
  reportTargetNotFound: 'What you are reporting could not be found.',
  cannotReportSelf: 'You cannot report yourself or your own posts.',
  // Moderation
  notAdmin: 'Only moderators can do this.',
  reportNotFound: 'That report could not be found.',
  reportClosed: 'This report has already been handled.',
  reportDismissed: 'Report dismissed.',
  contentHidden: 'Hidden. Nobody can see it now, and its author has been told.',
  userSuspended: 'Suspended. Their sessions have ended and their posts are hidden.',
  userRestored: 'Restored. They can sign in again and their posts are back.',
  notSuspended: 'This person is not suspended.',
  contentRestored: 'Restored. The post is visible again.',
  notHidden: 'Nothing is hidden by this report, so there is nothing to restore.',
  cannotHideUser: 'A person cannot be hidden: suspend them instead, or dismiss the report.',
  cannotModerateSelf: 'This report is about you or something you posted: another moderator has to handle it.',
  lastModerator: 'This would suspend the last active moderator. At least one moderator must stay active.',
  accountSuspended:
    'Your account has been suspended by our moderators. Write to us through the Contact page if you think this is a mistake.',
} as const;

export const REPORT_DETAILS_MAX_LENGTH = 1000;
