import { z } from 'zod';
import {
  AVAILABILITIES,
  COMMITMENTS,
  canonicalCity,
  INDIA_STATES,
  MAX_SECTORS,
  SECTORS,
  STAGE_FILTERS,
} from '../discovery/constants.ts';
import { DISCOVERY_WORDS } from '../discovery/words.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { oneOf, plainText } from '../schemas/common.ts';
import {
  COFOUNDER_SKILLS,
  INVITE_NOTE_MAX_LENGTH,
  MATCH_REASON_KEYS,
  MAX_PREFERENCE_SKILLS,
  PREFERENCE_WEIGHTS,
} from './constants.ts';
import { COFOUNDERS_WORDS } from './words.ts';

const skills = z
  .array(oneOf(COFOUNDER_SKILLS, COFOUNDERS_WORDS.invalidSkill), { error: COFOUNDERS_WORDS.invalidSkill })
  .max(MAX_PREFERENCE_SKILLS, COFOUNDERS_WORDS.tooManySkills)
  .transform((list) => [...new Set(list)]);
/** A choice from a list, or null (also '') for none. */
const choice = (options: readonly { readonly value: string }[], message: string) =>
  z.preprocess((v) => (v === '' ? null : v), oneOf(options, message).nullable());
const weight = z.enum(PREFERENCE_WEIGHTS, { error: COFOUNDERS_WORDS.invalidWeight });
/** A switch; anything else (or nothing) is refused in the catalogue's words. */
const flag = z.boolean({ error: COFOUNDERS_WORDS.invalidPreferences });

/**
 * PUT /api/cofounders/preferences: what I offer and look for, and how much each part matters.
 * `looking` is a Hustler's "Looking for a co-founder" switch (a co-founder is always looking).
 */
export const CofounderPreferencesInputSchema = z.object({
  looking: flag,
  skillsWanted: skills,
  skillsOffered: skills,
  commitment: choice(COMMITMENTS, DISCOVERY_WORDS.invalidCommitment),
  sectors: z
    .array(oneOf(SECTORS, DISCOVERY_WORDS.invalidSector), { error: DISCOVERY_WORDS.invalidSector })
    .max(MAX_SECTORS, DISCOVERY_WORDS.tooManySectors)
    .transform((list) => [...new Set(list)]),
  stage: choice(STAGE_FILTERS, COFOUNDERS_WORDS.invalidStage),
  state: choice(INDIA_STATES, DISCOVERY_WORDS.invalidState),
  city: z
    .string({ error: COFOUNDERS_WORDS.invalidPreferences })
    .pipe(plainText(TEXT_LIMITS.city, DISCOVERY_WORDS.cityTooLong))
    .nullable()
    .transform((city) => (city ? canonicalCity(city) : null)),
  remote: flag,
  availability: choice(AVAILABILITIES, DISCOVERY_WORDS.invalidAvailability),
  weights: z.object(
    {
      skills: weight,
      sectors: weight,
      commitment: weight,
      stage: weight,
      location: weight,
      availability: weight,
    },
    { error: COFOUNDERS_WORDS.invalidWeight },
  ),
});
export type CofounderPreferencesInput = z.input<typeof CofounderPreferencesInputSchema>;
export type CofounderPreferences = z.output<typeof CofounderPreferencesInputSchema>;
export type CofounderPreferenceWeights = CofounderPreferences['weights'];

/** CofounderPreferences as the API answers them (the stored values). */
export const CofounderPreferencesSchema = z.object({
  looking: z.boolean(),
  skillsWanted: z.array(z.string()),
  skillsOffered: z.array(z.string()),
  commitment: z.string().nullable(),
  sectors: z.array(z.string()),
  stage: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  remote: z.boolean(),
  availability: z.string().nullable(),
  weights: z.object({
    skills: z.enum(PREFERENCE_WEIGHTS),
    sectors: z.enum(PREFERENCE_WEIGHTS),
    commitment: z.enum(PREFERENCE_WEIGHTS),
    stage: z.enum(PREFERENCE_WEIGHTS),
    location: z.enum(PREFERENCE_WEIGHTS),
    availability: z.enum(PREFERENCE_WEIGHTS),
  }),
});

/** GET /api/cofounders/preferences: mine, or (`saved` false) a first draft made from my profile. */
export const CofounderPreferencesResponseSchema = z.object({
  success: z.literal(true),
  saved: z.boolean(),
  preferences: CofounderPreferencesSchema,
});
export const CofounderPreferencesSavedResponseSchema = CofounderPreferencesResponseSchema.extend({
  message: z.string(),
});

/** A would-be co-founder as matches, invites and connections show them. */
export const CofounderPersonSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  role: z.enum(['Hustler', 'Cofounder']),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** A Hustler's project, or a co-founder's superpower. */
  headline: z.string().nullable(),
  skillsOffered: z.array(z.string()),
  sectors: z.array(z.string()),
  commitment: z.string().nullable(),
});
export type CofounderPerson = z.infer<typeof CofounderPersonSchema>;

/** One reason two people match: a key the web words, and the values it names. */
export const CofounderMatchReasonSchema = z.object({
  key: z.enum(MATCH_REASON_KEYS),
  args: z.array(z.string()),
});
export type CofounderMatchReason = z.infer<typeof CofounderMatchReasonSchema>;

export const CofounderMatchSchema = z.object({
  person: CofounderPersonSchema,
  /** 0–100: the share of my weighted parts they meet. */
  score: z.number(),
  reasons: z.array(CofounderMatchReasonSchema),
  /** An invite waiting between us: one I sent (declined ones still read as sent), or one they sent me. */
  invite: z.object({ _id: z.string(), direction: z.enum(['sent', 'received']) }).nullable(),
});
export type CofounderMatch = z.infer<typeof CofounderMatchSchema>;

/** GET /api/cofounders/matches: the best matches first; `needsPreferences` until mine are saved (and looking). */
export const CofounderMatchesResponseSchema = z.object({
  success: z.literal(true),
  needsPreferences: z.boolean(),
  remainingToday: z.number(),
  matches: z.array(CofounderMatchSchema),
});

/** POST /api/cofounders/invites: an invite with a short note. */
export const CofounderInviteInputSchema = z.object({
  toId: z.uuid({ error: COFOUNDERS_WORDS.personNotFound }),
  note: z
    .string({ error: COFOUNDERS_WORDS.invalidNote })
    .pipe(plainText(INVITE_NOTE_MAX_LENGTH, COFOUNDERS_WORDS.noteTooLong))
    .optional(),
});
export type CofounderInviteInput = z.input<typeof CofounderInviteInputSchema>;

export const CofounderInviteSchema = z.object({
  _id: z.string(),
  /** A declined invite reads as pending to its sender: a decline is quiet. */
  status: z.enum(['pending', 'accepted', 'declined']),
  note: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  person: CofounderPersonSchema,
});
export type CofounderInvite = z.infer<typeof CofounderInviteSchema>;

export const CofounderInviteAnswerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invite: CofounderInviteSchema,
});

/** GET /api/cofounders/invites: invites waiting for me, those I sent, and the people I am connected with. */
export const CofounderInvitesResponseSchema = z.object({
  success: z.literal(true),
  received: z.array(CofounderInviteSchema),
  sent: z.array(CofounderInviteSchema),
  connections: z.array(CofounderInviteSchema),
});
export type CofounderInvites = z.infer<typeof CofounderInvitesResponseSchema>;
