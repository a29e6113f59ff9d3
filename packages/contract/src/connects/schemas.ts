import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.ts';
import { PublicUserSchema } from '../profiles/schemas.ts';
import { plainText } from '../schemas/common.ts';
import { PitchVideoSchema } from '../videos/schemas.ts';
import { IGNITE_STATUSES } from './pipeline.ts';
import { CONNECTS_WORDS } from './words.ts';

/** POST /api/connects/hustlertoinvestor: the investor, a pitch line, and optionally one of my videos. */
export const IgniteSchema = z.object({
  investorId: z.uuid({ error: CONNECTS_WORDS.investorNotFound }),
  pitch: z
    .string({ error: CONNECTS_WORDS.pitchRequired })
    .pipe(plainText(TEXT_LIMITS.pitch, CONNECTS_WORDS.pitchTooLong))
    .pipe(z.string().min(1, CONNECTS_WORDS.pitchRequired)),
  videoId: z
    .union([z.literal('').transform(() => undefined), z.uuid({ error: CONNECTS_WORDS.videoNotYours })])
    .optional(),
});
export type IgniteInput = z.infer<typeof IgniteSchema>;

/** POST /api/connects/{id}/pass: an optional reason the Hustler is shown. */
export const PassIgniteSchema = z.object({
  reason: plainText(TEXT_LIMITS.passReason, CONNECTS_WORDS.passReasonTooLong).optional(),
});

export const ConnectionSchema = z.object({
  _id: z.string(),
  hustlerId: z.string(),
  investorId: z.string(),
  /** Where the Ignite stands in the pipeline (IGNITE_TRANSITIONS). */
  status: z.enum(IGNITE_STATUSES),
  createdAt: z.string(),
  pitch: z.string(),
  /** The Hustler's video sent with the pitch; null when none was, or it has been deleted. */
  video: PitchVideoSchema.nullable(),
  /** Why the investor passed, when they said. */
  passReason: z.string().nullable(),
  viewedAt: z.string().nullable(),
  connectedAt: z.string().nullable(),
});

/**
 * GET /api/connects/stats: my side's figures. A Hustler: Ignites sent, how many got an answer
 * (meeting or passed), the share of answers that were a meeting, the median hours to answer.
 * An investor: the same over the Ignites received. Null when there is nothing to measure yet.
 */
export const IgniteStatsSchema = z.object({
  side: z.enum(['hustler', 'investor']),
  total: z.number(),
  answered: z.number(),
  acceptanceRate: z.number().nullable(),
  medianResponseHours: z.number().nullable(),
  /** Ignites left to send in the current 24 hours (a Hustler's side only). */
  remainingToday: z.number().nullable(),
});
export const IgniteStatsResponseSchema = z.object({ success: z.literal(true), stats: IgniteStatsSchema });
export type IgniteStats = z.infer<typeof IgniteStatsSchema>;

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
