import { z } from 'zod';
import {
  AVAILABILITIES,
  COMMITMENTS,
  canonicalCity,
  INDIA_STATES,
  MAX_SECTORS,
  SECTORS,
  TICKET_AMOUNTS,
} from '../discovery/constants.ts';
import { DISCOVERY_WORDS } from '../discovery/words.ts';
import { DEFAULT_ADVENTURE_ALERT, DEFAULT_EXPLORATION_PREFERENCE, TEXT_LIMITS } from '../limits.ts';
import { normalizePhone, PHONE_WORDS } from '../phone.ts';
import { oneOf, PageQuerySchema, plainText } from '../schemas/common.ts';
import { textProblem } from '../text.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { API_ERRORS } from '../words.ts';
import { COMPLETENESS_ITEMS, type CompletenessItem } from './completeness.ts';
import {
  DEFAULT_HUSTLER_STAGE,
  HUSTLER_FORM_STAGES,
  INTEREST_AREAS,
  INVESTOR_TYPES,
  UPDATE_PROFILE_STAGES,
} from './constants.ts';
import { PROFILE_ERRORS } from './words.ts';

/** A trimmed text field of at most `max` characters; `tooLong` says so (VALIDATION_WORDS). */
const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/**
 * Multipart list fields arrive as repeated fields, a JSON array string or comma-separated text;
 * all three become a clean list.
 */
export function parseListField(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : [value];
  const items: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string') continue;
    const trimmed = entry.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) {
          items.push(...parsed.filter((x): x is string => typeof x === 'string'));
          continue;
        }
      } catch {
        // not JSON: fall through to comma splitting
      }
    }
    items.push(...trimmed.split(','));
  }
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

const list = z.preprocess(
  parseListField,
  z
    .array(
      z
        .string()
        .max(TEXT_LIMITS.skill, VALIDATION_WORDS.skillTooLong)
        // A JSON array string can spell a control character or a lone surrogate as an escape the
        // form check never sees.
        .superRefine((skill, context) => {
          const problem = textProblem(skill);
          if (problem) context.addIssue({ code: 'custom', message: API_ERRORS[problem] });
        }),
    )
    .max(20, PROFILE_ERRORS.tooManySkills),
);
/** Optional: '' stays ''; anything else is stored in E.164 ("+919876543210"). */
const phone = z.string().transform((value, ctx) => {
  const result = normalizePhone(value);
  if (result.ok) return result.e164;
  ctx.addIssue({ code: 'custom', message: PHONE_WORDS[result.reason] });
  return z.NEVER;
});
const allStages: [string, ...string[]] = [
  DEFAULT_HUSTLER_STAGE,
  ...HUSTLER_FORM_STAGES.map((s) => s.value),
  ...UPDATE_PROFILE_STAGES,
];
const stage = z.enum(allStages, { error: PROFILE_ERRORS.invalidStage });
const scale = (fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().int().min(1).max(10).default(fallback),
  );

const common = {
  Username: text(TEXT_LIMITS.username, VALIDATION_WORDS.usernameTooLong),
  phoneno: phone,
  bio: text(TEXT_LIMITS.bio, VALIDATION_WORDS.bioTooLong),
};

/** A choice from a list, or '' for none (stored as null). */
const choice = (options: readonly { readonly value: string }[], message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v),
    // Not a union with '': a union's failure would say "Invalid input", not `message`.
    oneOf(options, message).nullable(),
  );
/** Issue 14's matching fields every role has: sectors, state and city. */
const place = {
  sectors: z.preprocess(
    parseListField,
    z.array(oneOf(SECTORS, DISCOVERY_WORDS.invalidSector)).max(MAX_SECTORS, DISCOVERY_WORDS.tooManySectors),
  ),
  state: choice(INDIA_STATES, DISCOVERY_WORDS.invalidState),
  city: plainText(TEXT_LIMITS.city, DISCOVERY_WORDS.cityTooLong).transform((city) =>
    city ? canonicalCity(city) : null,
  ),
};
/** A ticket bound: one of TICKET_AMOUNTS in rupees, or '' for none. */
const ticket = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : v),
  z.coerce
    .number({ error: DISCOVERY_WORDS.invalidTicket })
    .refine((n) => (TICKET_AMOUNTS as readonly number[]).includes(n), DISCOVERY_WORDS.invalidTicket)
    .nullable(),
);
/** A multipart checkbox: 'true' / 'false' (also a JSON boolean). */
const flag = z.preprocess(
  (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v),
  z.boolean(),
);

export const HustlerProfileSchema = z.object({
  ...common,
  project: text(TEXT_LIMITS.project, VALIDATION_WORDS.projectTooLong),
  currentStage: stage.default(DEFAULT_HUSTLER_STAGE),
  skills: list,
  currentWork: text(TEXT_LIMITS.currentWork, VALIDATION_WORDS.currentWorkTooLong),
  contribution: text(TEXT_LIMITS.contribution, VALIDATION_WORDS.contributionTooLong),
  ...place,
});

export const CofounderProfileSchema = z.object({
  ...common,
  skills: list,
  dreamProject: text(TEXT_LIMITS.vision, VALIDATION_WORDS.visionTooLong),
  superpower: text(TEXT_LIMITS.superpower, VALIDATION_WORDS.superpowerTooLong),
  ...place,
  commitment: choice(COMMITMENTS, DISCOVERY_WORDS.invalidCommitment),
});

export const InvestorProfileSchema = z.object({
  ...common,
  contactEmail: z.union([z.literal(''), z.email(VALIDATION_WORDS.contactEmailInvalid)]),
  investorType: z.enum(INVESTOR_TYPES.map((t) => t.value) as [string, ...string[]], {
    error: PROFILE_ERRORS.invalidInvestorType,
  }),
  interestAreas: z.preprocess(
    parseListField,
    z.array(z.enum(INTEREST_AREAS, { error: PROFILE_ERRORS.invalidInterestArea })),
  ),
  adventureAlert: scale(DEFAULT_ADVENTURE_ALERT),
  explorationPreference: scale(DEFAULT_EXPLORATION_PREFERENCE),
  excitement: text(TEXT_LIMITS.excitement, VALIDATION_WORDS.excitementTooLong),
  ...place,
  /** The ticket size range in rupees; the smallest may not exceed the largest (checked on save). */
  ticketMin: ticket,
  ticketMax: ticket,
  /** Open to pitches: the investor takes Ignites in their sectors. */
  openToPitches: flag,
});

export const JobseekerProfileSchema = z.object({
  Username: common.Username,
  desiredRole: text(TEXT_LIMITS.desiredRole, VALIDATION_WORDS.desiredRoleTooLong),
  experience: text(TEXT_LIMITS.dreamProject, VALIDATION_WORDS.dreamProjectTooLong),
  skills: list,
  aboutMe: text(TEXT_LIMITS.aboutMe, VALIDATION_WORDS.aboutMeTooLong),
  ...place,
  availability: choice(AVAILABILITIES, DISCOVERY_WORDS.invalidAvailability),
});

/** PUT /api/userprofile/Update_H_profile: the Hustler update screen; project is required. */
export const UpdateHustlerProfileSchema = HustlerProfileSchema.partial().extend({
  project: z
    .string({ error: PROFILE_ERRORS.projectRequired })
    .trim()
    .min(1, PROFILE_ERRORS.projectRequired)
    .max(120),
});

/** Every field optional: a form sends only what it has, and the server keeps the rest. */
export const PROFILE_SCHEMAS = {
  Hustler: HustlerProfileSchema.partial(),
  Cofounder: CofounderProfileSchema.partial(),
  Investor: InvestorProfileSchema.partial(),
  Jobseeker: JobseekerProfileSchema.partial(),
} as const;

/** `profiledetails` as the API answers it: the union of every role's fields (spec section 3). */
export const ProfileDetailsSchema = z.object({
  Username: z.string().nullable(),
  profilePic: z.string().nullable(),
  bio: z.string().nullable(),
  phoneno: z.string().nullable().optional(),
  project: z.string().nullable(),
  currentStage: z.string().nullable(),
  skills: z.array(z.string()),
  currentWork: z.string().nullable(),
  contribution: z.string().nullable(),
  superpower: z.string().nullable(),
  dreamProject: z.string().nullable(),
  displayName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  investorType: z.string().nullable(),
  interestAreas: z.array(z.string()),
  adventureAlert: z.number(),
  explorationPreference: z.number(),
  excitement: z.string().nullable(),
  aboutMe: z.string().nullable(),
  experience: z.string().nullable(),
  desiredRole: z.string().nullable(),
  /** Issue 14's matching fields (empty for a profile that has not set them). */
  sectors: z.array(z.string()),
  state: z.string().nullable(),
  city: z.string().nullable(),
  ticketMin: z.number().nullable(),
  ticketMax: z.number().nullable(),
  openToPitches: z.boolean(),
  commitment: z.string().nullable(),
  availability: z.string().nullable(),
});
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

export const PublicUserSchema = z.object({
  _id: z.string(),
  role: z.enum(['Hustler', 'Investor', 'Cofounder', 'Jobseeker']),
  verified: z.boolean(),
  createdAt: z.string(),
  profiledetails: ProfileDetailsSchema,
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/**
 * The author of a post as a card shows them (decision 041): a video's, a blog's or a talk's
 * `uploadedBy` and a comment's `commentedBy`, in lists, the feed and a post's own page alike.
 * The spec's user with `profiledetails` and `verified`, cut to what a card reads: the name
 * (Username, else displayName), the picture, the verified badge and the role. The full profile
 * is the profile page's (PublicUserSchema).
 */
export const CardAuthorSchema = z.object({
  _id: z.string(),
  role: PublicUserSchema.shape.role,
  verified: z.boolean(),
  profiledetails: ProfileDetailsSchema.pick({ Username: true, displayName: true, profilePic: true }),
});
export type CardAuthor = z.infer<typeof CardAuthorSchema>;

export const OwnUserSchema = PublicUserSchema.extend({
  email: z.string(),
  /** A moderator (ADMIN_EMAILS): the app shows the moderation queue. */
  isAdmin: z.boolean().optional(),
});
export type OwnUser = z.infer<typeof OwnUserSchema>;

/** GET /api/userprofile/getUser */
export const GetUserResponseSchema = z.object({
  success: z.literal(true),
  user: OwnUserSchema,
  message: z.string(),
});
/** GET /api/users/{userId}: one user's public profile. */
export const PublicProfileResponseSchema = z.object({ success: z.literal(true), user: PublicUserSchema });
/** The four role lists. */
export const ProfileListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PublicUserSchema),
  nextCursor: z.string().nullable(),
});
export type ProfileListResponse = z.infer<typeof ProfileListResponseSchema>;
export const ProfileSaveResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const UsersQuerySchema = PageQuerySchema.extend({ q: z.string().trim().max(100).optional() });

const ITEM_KEYS = [...new Set(Object.values(COMPLETENESS_ITEMS).flat())] as [
  CompletenessItem,
  ...CompletenessItem[],
];
/** GET /api/userprofile/completeness: the signed-in user's score and missing items. */
export const CompletenessResponseSchema = z.object({
  success: z.literal(true),
  score: z.number(),
  missing: z.array(z.enum(ITEM_KEYS)),
});
export type CompletenessResponse = z.infer<typeof CompletenessResponseSchema>;
