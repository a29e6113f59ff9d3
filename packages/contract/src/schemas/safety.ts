import { z } from 'zod';
import {
  CONVERSATION_STATES,
  SAFETY_WORDS as M,
  MODERATION_ACTIONS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  WHO_CAN_MESSAGE,
} from '../safety.ts';
import { SOCIAL_WORDS } from '../social.ts';
import { oneOf, PageQuerySchema, plainText } from './common.ts';
import { ChatMessageSchema } from './social.ts';

export const WhoCanMessageSchema = z.enum(WHO_CAN_MESSAGE, { error: M.invalidWhoCanMessage });
export const ReadReceiptsSchema = z.boolean({ error: M.invalidReceipts });

/** A person as the safety screens show them: the blocked list, a report's people. */
export const PersonSummarySchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  profilePic: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

/** GET /api/blocks: the people I blocked, newest first. */
export const BlockedUserSchema = PersonSummarySchema.extend({ blockedAt: z.string() });
export type BlockedUser = z.infer<typeof BlockedUserSchema>;
export const BlockListResponseSchema = z.object({
  items: z.array(BlockedUserSchema),
  nextCursor: z.string().nullable(),
});
export type BlockListResponse = z.infer<typeof BlockListResponseSchema>;

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
  { muted: z.boolean({ error: M.invalidMute }) },
  { error: M.invalidMute },
);
export const MuteResponseSchema = z.object({ message: z.string(), muted: z.boolean() });

/** Socket: typing in a conversation (client → server), never stored. */
export const TypingInputSchema = z.strictObject({
  to: z.uuid({ error: SOCIAL_WORDS.receiverNotFound }),
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

/** POST /api/reports */
export const ReportInputSchema = z
  .strictObject(
    {
      target: z.enum(REPORT_TARGETS, { error: M.invalidReportTarget }),
      targetId: z.uuid({ error: M.reportTargetNotFound }),
      reason: oneOf(REPORT_REASONS, M.invalidReportReason),
      details: plainText(REPORT_DETAILS_MAX_LENGTH, M.reportDetailsTooLong).optional(),
    },
    { error: M.invalidReportTarget },
  )
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    message: M.reportDetailsRequired,
    path: ['details'],
  });
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** One moderation action as the log keeps it: who did what, when. */
export const ModerationActionEntrySchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  admin: PersonSummarySchema,
  createdAt: z.string(),
});

/**
 * A report in the moderators' queue: what was reported, shown in context (a message with the
 * messages around it; a comment with what it was on), by whom, about whom, and what was done.
 */
export const ReportItemSchema = z.object({
  _id: z.string(),
  target: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  /** How many people reported the same item. */
  reportCount: z.number(),
  reporter: PersonSummarySchema,
  owner: PersonSummarySchema.extend({ suspended: z.boolean() }),
  content: z.object({
    /** A video's, blog's or talk's title; for a comment, the title of what it is on. */
    title: z.string().nullable(),
    text: z.string().nullable(),
    /** Where it is in the app (a path), when it has a page. */
    link: z.string().nullable(),
    /** A video's or picture's URL. */
    mediaUrl: z.string().nullable(),
    hidden: z.boolean(),
    /** It was deleted by its author since. */
    gone: z.boolean(),
    /** For a message: the conversation around it, oldest first. */
    context: z.array(ChatMessageSchema),
  }),
  actions: z.array(ModerationActionEntrySchema),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;

export const ReportQueueQuerySchema = PageQuerySchema.extend({
  status: z.enum(['open', 'closed'], { error: M.invalidReportTarget }).default('open'),
});
export const ReportQueueResponseSchema = z.object({
  items: z.array(ReportItemSchema),
  nextCursor: z.string().nullable(),
});
export type ReportQueueResponse = z.infer<typeof ReportQueueResponseSchema>;
export const ModerationResponseSchema = z.object({
  message: z.string(),
  report: ReportItemSchema.optional(),
});
