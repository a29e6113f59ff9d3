import { z } from 'zod';
import { INDIA_STATES, SECTORS, STAGE_FILTERS } from '../discovery/constants.ts';
import { FacetOptionSchema, many } from '../discovery/schemas.ts';
import { ProfileDetailsSchema, PublicUserSchema } from '../profiles/schemas.ts';
import { oneOf, PageQuerySchema, plainText, SearchPageQuerySchema } from '../schemas/common.ts';
import { PitchVideoSchema } from '../videos/schemas.ts';
import {
  APPLICATION_STATUSES,
  DURATION_BUCKETS,
  JOB_AUDIENCES,
  JOB_FACET_KEYS,
  JOB_LIMITS,
  JOB_PERKS,
  JOB_STATUSES,
  JOB_TYPES,
  POSTED_WITHIN,
  WORK_MODES,
} from './constants.ts';
import { JOBS_WORDS } from './words.ts';

/** A calendar day, `YYYY-MM-DD` (India's date: the server checks it against today in IST). */
const day = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

const rupees = z
  .number({ error: JOBS_WORDS.invalidStipend })
  .int(JOBS_WORDS.invalidStipend)
  .min(1, JOBS_WORDS.invalidStipend)
  .max(JOB_LIMITS.stipend, JOBS_WORDS.invalidStipend);

/** An internship's stipend in ₹ a month: a fixed amount, a range, or Unpaid, said outright. */
export const StipendSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('unpaid') }),
    z.object({ kind: z.literal('fixed'), amount: rupees }),
    z
      .object({ kind: z.literal('range'), min: rupees, max: rupees })
      .refine((range) => range.min < range.max, { message: JOBS_WORDS.invalidStipend, path: ['max'] }),
  ],
  { error: JOBS_WORDS.stipendRequired },
);
export type Stipend = z.infer<typeof StipendSchema>;

/**
 * A stipend as answers carry it: the same values as StipendSchema (`{ kind: 'unpaid' }`,
 * `{ kind: 'fixed', amount }`, `{ kind: 'range', min, max }`), described as one object shape so
 * the response serializer (fast-json-stringify) needs no union: it cannot write a nullable `oneOf`.
 */
export const StipendShownSchema = z.object({
  kind: z.enum(['unpaid', 'fixed', 'range']),
  amount: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** A low-to-high range of numbers between `min` and `max`, refused with `message`. */
const range = (min: number, max: number, message: string) =>
  z
    .object({
      min: z.number({ error: message }).min(min, message).max(max, message),
      max: z.number({ error: message }).min(min, message).max(max, message),
    })
    .refine((value) => value.min <= value.max, { message, path: ['max'] });

export const PayLpaSchema = range(0.1, JOB_LIMITS.payLpa, JOBS_WORDS.invalidPay);
export const EsopPercentSchema = range(0, 100, JOBS_WORDS.invalidEsop);
export type NumberRange = z.infer<typeof PayLpaSchema>;

const text = (max: number, tooLong: string, required: string) =>
  z.string({ error: required }).pipe(plainText(max, tooLong)).pipe(z.string().min(1, required));

/**
 * POST /api/jobs and PUT /api/jobs/{jobId}: a posting, whole. The sector and stage are the
 * startup's own (its profile), not asked again. Which pay applies follows the type: an
 * internship a duration and a stipend, every other type an annual pay (and ESOPs if any).
 */
export const JobInputSchema = z
  .object({
    title: text(JOB_LIMITS.title, JOBS_WORDS.titleTooLong, JOBS_WORDS.titleRequired),
    type: oneOf(JOB_TYPES, JOBS_WORDS.invalidType),
    workMode: oneOf(WORK_MODES, JOBS_WORDS.invalidWorkMode),
    state: oneOf(INDIA_STATES, JOBS_WORDS.invalidState).nullable().optional(),
    city: plainText(60, JOBS_WORDS.cityTooLong).nullable().optional(),
    skills: z
      .array(text(JOB_LIMITS.skill, JOBS_WORDS.skillTooLong, JOBS_WORDS.skillsRequired), {
        error: JOBS_WORDS.skillsRequired,
      })
      .min(1, JOBS_WORDS.skillsRequired)
      .max(JOB_LIMITS.skills, JOBS_WORDS.tooManySkills),
    description: text(JOB_LIMITS.description, JOBS_WORDS.descriptionTooLong, JOBS_WORDS.descriptionRequired),
    openings: z
      .number({ error: JOBS_WORDS.invalidOpenings })
      .int(JOBS_WORDS.invalidOpenings)
      .min(1, JOBS_WORDS.invalidOpenings)
      .max(JOB_LIMITS.openings, JOBS_WORDS.invalidOpenings),
    /** Null: immediately. */
    startDate: day(JOBS_WORDS.invalidStartDate).nullable(),
    durationMonths: z
      .number({ error: JOBS_WORDS.durationRequired })
      .int(JOBS_WORDS.durationRequired)
      .min(JOB_LIMITS.internshipMonths.min, JOBS_WORDS.durationRequired)
      .max(JOB_LIMITS.internshipMonths.max, JOBS_WORDS.durationRequired)
      .nullable()
      .optional(),
    stipend: StipendSchema.nullable().optional(),
    payLpa: PayLpaSchema.nullable().optional(),
    esopPercent: EsopPercentSchema.nullable().optional(),
    perks: z
      .array(oneOf(JOB_PERKS, JOBS_WORDS.invalidPerk))
      .max(JOB_PERKS.length, JOBS_WORDS.invalidPerk)
      .default([]),
    audiences: z
      .array(oneOf(JOB_AUDIENCES, JOBS_WORDS.audienceRequired), { error: JOBS_WORDS.audienceRequired })
      .min(1, JOBS_WORDS.audienceRequired)
      .max(JOB_AUDIENCES.length, JOBS_WORDS.audienceRequired),
    studentYear: z
      .number({ error: JOBS_WORDS.invalidStudentYear })
      .int(JOBS_WORDS.invalidStudentYear)
      .min(2000, JOBS_WORDS.invalidStudentYear)
      .max(2100, JOBS_WORDS.invalidStudentYear)
      .nullable()
      .optional(),
    applyBy: day(JOBS_WORDS.invalidApplyBy),
    questions: z
      .array(text(JOB_LIMITS.question, JOBS_WORDS.questionTooLong, JOBS_WORDS.questionTooLong))
      .max(JOB_LIMITS.questions, JOBS_WORDS.tooManyQuestions)
      .default([]),
    /** "Candidates will never be asked to pay": required, every time. */
    noFeeDeclaration: z.literal(true, { error: JOBS_WORDS.declarationRequired }),
  })
  .superRefine((job, context) => {
    const problem = (message: string, path: string) =>
      context.addIssue({ code: 'custom', message, path: [path] });
    if (job.workMode !== 'remote' && (!job.state || !job.city))
      problem(JOBS_WORDS.placeRequired, job.state ? 'city' : 'state');
    if (job.type === 'internship') {
      if (job.durationMonths == null) problem(JOBS_WORDS.durationRequired, 'durationMonths');
      if (job.stipend == null) problem(JOBS_WORDS.stipendRequired, 'stipend');
      if (job.payLpa != null || job.esopPercent != null) problem(JOBS_WORDS.payOnlyJobs, 'payLpa');
    } else {
      if (job.payLpa == null) problem(JOBS_WORDS.payRequired, 'payLpa');
      if (job.stipend != null) problem(JOBS_WORDS.stipendOnlyInternships, 'stipend');
      if (job.durationMonths != null) problem(JOBS_WORDS.durationOnlyInternships, 'durationMonths');
    }
    if (job.audiences.includes('students') && job.studentYear == null)
      problem(JOBS_WORDS.invalidStudentYear, 'studentYear');
  });
export type JobInput = z.infer<typeof JobInputSchema>;

/**
 * What a card shows of its startup (the Hustler who posted it): their name, their project and their
 * picture. A job's own page carries the whole public profile (JobSchema).
 */
export const CardStartupSchema = z.object({
  _id: z.string(),
  profiledetails: ProfileDetailsSchema.pick({
    Username: true,
    displayName: true,
    project: true,
    profilePic: true,
  }),
});
export type CardStartup = z.infer<typeof CardStartupSchema>;

/** What a card and a job's page share. */
const JobFieldsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(JOB_TYPES.map((option) => option.value) as [string, ...string[]]),
  workMode: z.enum(WORK_MODES.map((option) => option.value) as [string, ...string[]]),
  state: z.string().nullable(),
  city: z.string().nullable(),
  skills: z.array(z.string()),
  /** The startup's sector and stage, from its profile when the posting was made or edited. */
  sector: z.string().nullable(),
  stage: z.string().nullable(),
  openings: z.number(),
  startDate: z.string().nullable(),
  durationMonths: z.number().nullable(),
  stipend: StipendShownSchema.nullable(),
  payLpa: z.object({ min: z.number(), max: z.number() }).nullable(),
  esopPercent: z.object({ min: z.number(), max: z.number() }).nullable(),
  perks: z.array(z.string()),
  audiences: z.array(z.string()),
  studentYear: z.number().nullable(),
  applyBy: z.string(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  /** Whether I saved it, and my application to it, if any. */
  saved: z.boolean(),
  application: z.object({ _id: z.string(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  /** Shown to the startup only (null to everyone else): why it waits for a moderator, and how many applied. */
  heldReason: z.string().nullable(),
  applicationsCount: z.number().nullable(),
  /**
   * Shown to the startup only (false to everyone else): a moderator refused it (hid it after a
   * report), so nobody else sees it until a moderator restores it. Optional for older answers.
   */
  refused: z.boolean().optional(),
});

/** A posting in a list: its first lines instead of the whole description, its startup as a card shows it. */
export const JobCardSchema = JobFieldsSchema.extend({ startup: CardStartupSchema, summary: z.string() });
export type JobCard = z.infer<typeof JobCardSchema>;

/** A posting's own page: everything. */
export const JobSchema = JobFieldsSchema.extend({
  startup: PublicUserSchema,
  description: z.string(),
  questions: z.array(z.string()),
  updatedAt: z.string().nullable(),
  /** The startup's newest video the viewer may see (its pitch): on the posting's own page only. */
  startupVideo: PitchVideoSchema.nullable().optional(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobResponseSchema = z.object({ success: z.literal(true), message: z.string(), job: JobSchema });
export const JobPageResponseSchema = z.object({ success: z.literal(true), job: JobSchema });
export const JobListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(JobCardSchema),
  nextCursor: z.string().nullable(),
});
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

/** The board's filters; values within one filter are alternatives, different filters all hold. */
export const JobFiltersSchema = z.object({
  type: many(oneOf(JOB_TYPES, JOBS_WORDS.invalidFilter)),
  workMode: many(oneOf(WORK_MODES, JOBS_WORDS.invalidFilter)),
  state: many(oneOf(INDIA_STATES, JOBS_WORDS.invalidFilter)),
  city: many(plainText(60, JOBS_WORDS.cityTooLong)),
  skill: many(plainText(JOB_LIMITS.skill, JOBS_WORDS.skillTooLong)),
  sector: many(oneOf(SECTORS, JOBS_WORDS.invalidFilter)),
  stage: many(oneOf(STAGE_FILTERS, JOBS_WORDS.invalidFilter)),
  duration: many(oneOf(DURATION_BUCKETS, JOBS_WORDS.invalidFilter)),
  postedWithin: oneOf(POSTED_WITHIN, JOBS_WORDS.invalidFilter).optional(),
  /** ₹ a month an internship pays at least (unpaid ones drop out). */
  minStipend: z.coerce
    .number({ error: JOBS_WORDS.invalidMinimum })
    .int(JOBS_WORDS.invalidMinimum)
    .min(0, JOBS_WORDS.invalidMinimum)
    .max(JOB_LIMITS.stipend, JOBS_WORDS.invalidMinimum)
    .optional(),
  /** ₹ LPA a job pays at least (the top of its range). */
  minPayLpa: z.coerce
    .number({ error: JOBS_WORDS.invalidMinimum })
    .min(0, JOBS_WORDS.invalidMinimum)
    .max(JOB_LIMITS.payLpa, JOBS_WORDS.invalidMinimum)
    .optional(),
});
export type JobFilters = z.infer<typeof JobFiltersSchema>;
export const JobsQuerySchema = SearchPageQuerySchema.extend(JobFiltersSchema.shape);
export type JobsQuery = z.infer<typeof JobsQuerySchema>;
export const JobFacetsQuerySchema = JobFiltersSchema.extend({ q: SearchPageQuerySchema.shape.q });

/** GET /api/jobs/facets: how many open postings match, and per option of each filter (the others held). */
export const JobFacetsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  facets: z.partialRecord(z.enum(JOB_FACET_KEYS), z.array(FacetOptionSchema)),
});
export type JobFacetsResponse = z.infer<typeof JobFacetsResponseSchema>;

/** POST /api/jobs/{jobId}/applications: one step, with the profile; a note, the answers, a video of mine. */
export const ApplyInputSchema = z.object({
  note: plainText(JOB_LIMITS.note, JOBS_WORDS.noteTooLong).optional(),
  answers: z
    .array(plainText(JOB_LIMITS.answer, JOBS_WORDS.answerTooLong))
    .max(JOB_LIMITS.questions, JOBS_WORDS.answersRequired)
    .default([]),
  videoId: z
    .union([z.literal('').transform(() => undefined), z.uuid({ error: JOBS_WORDS.videoNotYours })])
    .optional(),
});
export type ApplyInput = z.infer<typeof ApplyInputSchema>;

/** POST /api/jobs/applications/{applicationId}/reject: an optional reason the applicant is shown. */
export const RejectInputSchema = z.object({
  reason: plainText(JOB_LIMITS.rejectReason, JOBS_WORDS.rejectReasonTooLong).optional(),
});

export const ApplicationStepSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
});

export const ApplicationSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Every step it took, oldest first. */
  history: z.array(ApplicationStepSchema),
  note: z.string().nullable(),
  answers: z.array(z.string()),
  video: PitchVideoSchema.nullable(),
  /** Why the startup said no, when it said. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** An applicant's own application, with the posting it answers. */
export const MyApplicationSchema = ApplicationSchema.extend({ job: JobCardSchema });
export type MyApplication = z.infer<typeof MyApplicationSchema>;
export const MyApplicationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(MyApplicationSchema),
  nextCursor: z.string().nullable(),
});
export const ApplicationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  application: MyApplicationSchema,
});

/** An application as the startup's tracker shows it: with the applicant and their profile's completeness. */
export const TrackedApplicationSchema = ApplicationSchema.extend({
  applicant: PublicUserSchema,
  completeness: z.number().nullable(),
});
export type TrackedApplication = z.infer<typeof TrackedApplicationSchema>;
export const TrackedApplicationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  application: TrackedApplicationSchema,
});

/** A posting's figures for its startup. */
export const JobFiguresSchema = z.object({
  views: z.number(),
  applications: z.number(),
  /** Median hours from an application to the startup's first move on it; null before any. */
  medianFirstAnswerHours: z.number().nullable(),
});

export const TrackerQuerySchema = PageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES, { error: JOBS_WORDS.invalidFilter }).optional(),
});

/** GET /api/jobs/{jobId}/applications: the tracker of one posting. */
export const TrackerResponseSchema = z.object({
  success: z.literal(true),
  job: JobSchema,
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number()),
  figures: JobFiguresSchema,
  data: z.array(TrackedApplicationSchema),
  nextCursor: z.string().nullable(),
});
export type TrackerResponse = z.infer<typeof TrackerResponseSchema>;

export const JobActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Socket (server → client, issue 25): an application I sent or received changed; refetch what shows it. */
export interface ApplicationUpdatedEvent {
  applicationId: string;
  jobId: string;
  status: Application['status'];
}
