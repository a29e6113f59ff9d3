import { z } from 'zod';
import { PersonSummarySchema } from '../blocks/schemas.ts';
import { ChatMessageSchema } from '../messages/schemas.ts';
import { oneOf, PageQuerySchema, plainText } from '../schemas/common.ts';
import {
  MODERATION_ACTIONS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  reportReasonsFor,
} from './constants.ts';
import { MODERATION_WORDS } from './words.ts';

/** POST /api/reports */
export const ReportInputSchema = z
  .strictObject(
    {
      target: z.enum(REPORT_TARGETS, { error: MODERATION_WORDS.invalidReportTarget }),
      targetId: z.uuid({ error: MODERATION_WORDS.reportTargetNotFound }),
      reason: oneOf(REPORT_REASONS, MODERATION_WORDS.invalidReportReason),
      details: plainText(REPORT_DETAILS_MAX_LENGTH, MODERATION_WORDS.reportDetailsTooLong).optional(),
    },
    { error: MODERATION_WORDS.invalidReportTarget },
  )
  .refine((input) => reportReasonsFor(input.target).some((reason) => reason.value === input.reason), {
    message: MODERATION_WORDS.invalidReportReason,
    path: ['reason'],
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    message: MODERATION_WORDS.reportDetailsRequired,
    path: ['details'],
  });
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** One moderation action as the log keeps it: who did what, when. */
export const ModerationActionEntrySchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  admin: PersonSummarySchema,
  createdAt: z.string(),
});

/** One report of a reported item: who filed it, why, and where it stands (its outcome once closed). */
export const ItemReportSchema = z.object({
  _id: z.string(),
  /** Null: filed by the platform itself (a posting held for asking money, issue 25). */
  reporter: PersonSummarySchema.nullable(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ItemReport = z.infer<typeof ItemReportSchema>;

/**
 * A reported item in the moderators' queue, one per thing reported (issue 26): what it is, shown
 * in context (a message with the messages around it; a comment with what it was on), about whom,
 * every report of it in this tab and what was done. Its own report fields (`_id`, `reason`,
 * `details`, `status`, `createdAt`, `reporter`) are its lead report's: the oldest open one, or
 * the newest closed one; an action on `_id` decides all of the item's open reports.
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
  /** Null: filed by the platform itself (a posting held for asking money, issue 25). */
  reporter: PersonSummarySchema.nullable(),
  /** The item's reports in this tab (open ones, or closed ones with their outcomes), oldest first. */
  reports: z.array(ItemReportSchema),
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
  status: z.enum(['open', 'closed'], { error: MODERATION_WORDS.invalidReportTarget }).default('open'),
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
