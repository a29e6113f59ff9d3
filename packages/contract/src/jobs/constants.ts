/**
 * Startup jobs and internships (issue 25): the choices a posting is made of, the limits that keep
 * the board honest, and the applications' steps. Stored values are the `value`s (English,
 * stable); what is shown is the `label`, translated through JOBS_CHOICES_HI.
 */

export const JOB_TYPES = [
  { value: 'fullTime', label: 'Full-time' },
  { value: 'partTime', label: 'Part-time' },
  { value: 'internship', label: 'Internship' },
  { value: 'freelance', label: 'Freelance' },
] as const;
export type JobType = (typeof JOB_TYPES)[number]['value'];

/** How the work is done: on-site and hybrid postings name a state and a city; remote ones do not. */
export const WORK_MODES = [
  { value: 'onSite', label: 'On-site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
] as const;
export type WorkMode = (typeof WORK_MODES)[number]['value'];

export const JOB_PERKS = [
  { value: 'certificate', label: 'Certificate' },
  { value: 'recommendation', label: 'Letter of recommendation' },
  { value: 'preplacementOffer', label: 'Pre-placement offer' },
  { value: 'flexibleHours', label: 'Flexible hours' },
  { value: 'fiveDayWeek', label: '5-day week' },
] as const;
export type JobPerk = (typeof JOB_PERKS)[number]['value'];

/** Who may apply; students name the year they graduate in. */
export const JOB_AUDIENCES = [
  { value: 'students', label: 'Students' },
  { value: 'freshers', label: 'Freshers' },
  { value: 'experienced', label: 'Experienced' },
] as const;
export type JobAudience = (typeof JOB_AUDIENCES)[number]['value'];

/** The filter's buckets for how long an internship lasts, in months (`max` inclusive). */
export const DURATION_BUCKETS = [
  { value: 'upTo2', label: 'Up to 2 months', min: 1, max: 2 },
  { value: '3to6', label: '3 to 6 months', min: 3, max: 6 },
  { value: 'over6', label: 'Over 6 months', min: 7, max: 12 },
] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number]['value'];

/** The "posted within" filter, in days. */
export const POSTED_WITHIN = [
  { value: '1d', label: 'Last 24 hours', days: 1 },
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number]['value'];

/** Every jobs filter with counts, as its query parameter is named. */
export const JOB_FACET_KEYS = [
  'type',
  'workMode',
  'state',
  'city',
  'skill',
  'sector',
  'stage',
  'duration',
  'postedWithin',
] as const;
export type JobFacetKey = (typeof JOB_FACET_KEYS)[number];

export const JOB_LIMITS = {
  title: 120,
  description: 5000,
  skill: 60,
  skills: 10,
  question: 200,
  questions: 3,
  answer: 1000,
  note: 1000,
  rejectReason: 280,
  openings: 100,
  internshipMonths: { min: 1, max: 12 },
  /** ₹ per month: a stipend above this is a typo, not an internship. */
  stipend: 500_000,
  /** ₹ lakh per annum. */
  payLpa: 500,
  /** Days from today an apply-by date may be set. */
  applyByDays: 90,
  /** Open postings one startup may have at once, and new postings in any 24 hours. */
  openPerStartup: 10,
  postingsPerDay: 20,
  /** Applications one person may send in any 24 hours. */
  applicationsPerDay: 30,
  /** An application nobody answered closes as "No response" this many days after the apply-by date. */
  noResponseDays: 21,
} as const;

/** A posting's state. `held` waits for a moderator (it asked for money); `expired` is read from the apply-by date. */
export const JOB_STATUSES = ['open', 'closed', 'held', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * An application's steps. The startup moves it forward (in order) or says no; only the applicant
 * withdraws; nobody answering for NO_RESPONSE_DAYS closes it.
 */
export const APPLICATION_STATUSES = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'notSelected',
  'withdrawn',
  'noResponse',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The steps still under way: an application in one of them can move, be withdrawn or time out. */
export const OPEN_APPLICATION_STATUSES = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offer',
] as const satisfies readonly ApplicationStatus[];

/** The timeline every application walks, in order (the ends it may take instead follow it). */
export const APPLICATION_TIMELINE = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offer',
  'hired',
] as const satisfies readonly ApplicationStatus[];

/** The startup's moves: from which steps each may be made, and where it leads. */
export const APPLICATION_MOVES = {
  view: { from: ['applied'], to: 'viewed' },
  shortlist: { from: ['applied', 'viewed'], to: 'shortlisted' },
  interview: { from: ['shortlisted'], to: 'interview' },
  offer: { from: ['interview'], to: 'offer' },
  hire: { from: ['offer'], to: 'hired' },
  reject: { from: OPEN_APPLICATION_STATUSES, to: 'notSelected' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;
export type ApplicationMove = keyof typeof APPLICATION_MOVES;
export const APPLICATION_MOVE_NAMES = Object.keys(APPLICATION_MOVES) as ApplicationMove[];

/** The moves a startup can make on an application where it stands. */
export const movesFrom = (status: ApplicationStatus): ApplicationMove[] =>
  APPLICATION_MOVE_NAMES.filter((move) =>
    (APPLICATION_MOVES[move].from as readonly ApplicationStatus[]).includes(status),
  );

export const isOpenApplication = (status: ApplicationStatus) =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
