import {
  JOB_LIMITS,
  type Job,
  type JobAudience,
  type JobInput,
  JobInputSchema,
  type JobPerk,
  type JobType,
  moneyAskingIn,
  type WorkMode,
} from '@ideaignite/contract';

export type StipendKind = 'fixed' | 'range' | 'unpaid';

/** The form as typed: text for every number, so a half-typed field stays as it is. */
export interface JobDraft {
  title: string;
  type: JobType | '';
  workMode: WorkMode | '';
  state: string;
  city: string;
  skills: string[];
  description: string;
  openings: string;
  startsNow: boolean;
  startDate: string;
  durationMonths: string;
  stipendKind: StipendKind | '';
  stipendAmount: string;
  stipendMin: string;
  stipendMax: string;
  payMin: string;
  payMax: string;
  esopMin: string;
  esopMax: string;
  perks: JobPerk[];
  audiences: JobAudience[];
  studentYear: string;
  applyBy: string;
  questions: string[];
  noFeeDeclaration: boolean;
}

export const emptyDraft = (): JobDraft => ({
  title: '',
  type: '',
  workMode: '',
  state: '',
  city: '',
  skills: [],
  description: '',
  openings: '1',
  startsNow: true,
  startDate: '',
  durationMonths: '',
  stipendKind: '',
  stipendAmount: '',
  stipendMin: '',
  stipendMax: '',
  payMin: '',
  payMax: '',
  esopMin: '',
  esopMax: '',
  perks: [],
  audiences: [],
  studentYear: '',
  applyBy: '',
  questions: [],
  // Asked again on every save, as the server asks.
  noFeeDeclaration: false,
});

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A saved posting in the form, to edit it (the declaration is asked again). */
export function draftFromJob(job: Job): JobDraft {
  const stipend = job.stipend;
  return {
    ...emptyDraft(),
    title: job.title,
    type: job.type as JobType,
    workMode: job.workMode as WorkMode,
    state: job.state ?? '',
    city: job.city ?? '',
    skills: [...job.skills],
    description: job.description,
    openings: String(job.openings),
    startsNow: job.startDate == null,
    startDate: job.startDate ?? '',
    durationMonths: text(job.durationMonths),
    stipendKind: stipend?.kind ?? '',
    stipendAmount: text(stipend?.amount),
    stipendMin: text(stipend?.min),
    stipendMax: text(stipend?.max),
    payMin: text(job.payLpa?.min),
    payMax: text(job.payLpa?.max),
    esopMin: text(job.esopPercent?.min),
    esopMax: text(job.esopPercent?.max),
    perks: job.perks as JobPerk[],
    audiences: job.audiences as JobAudience[],
    studentYear: text(job.studentYear),
    applyBy: job.applyBy,
    questions: [...job.questions],
  };
}

/** A typed number: nothing typed is undefined (the schema's "required" words), "15,000" is 15000. */
function num(typed: string): number | undefined {
  const trimmed = typed.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A range, or null when neither end is typed. */
function rangeOf(min: string, max: string) {
  return min.trim() === '' && max.trim() === '' ? null : { min: num(min), max: num(max) };
}

function stipendOf(draft: JobDraft) {
  switch (draft.stipendKind) {
    case 'unpaid':
      return { kind: 'unpaid' };
    case 'fixed':
      return { kind: 'fixed', amount: num(draft.stipendAmount) };
    case 'range':
      return { kind: 'range', min: num(draft.stipendMin), max: num(draft.stipendMax) };
    default:
      // Unpaid is never assumed: nothing chosen is asked for.
      return null;
  }
}

/** The non-empty questions, with where each is in the form. */
const keptQuestions = (draft: JobDraft) =>
  draft.questions.flatMap((question, index) => (question.trim() ? [{ question, index }] : []));

/** What the form sends: only the pay its type has, no place for remote work. */
export function draftToInput(draft: JobDraft): Record<string, unknown> {
  const internship = draft.type === 'internship';
  const remote = draft.workMode === 'remote';
  return {
    title: draft.title.trim(),
    type: draft.type || undefined,
    workMode: draft.workMode || undefined,
    state: remote ? null : draft.state || null,
    city: remote ? null : draft.city.trim() || null,
    skills: draft.skills,
    description: draft.description.trim(),
    openings: num(draft.openings),
    startDate: draft.startsNow ? null : draft.startDate || undefined,
    durationMonths: internship ? (num(draft.durationMonths) ?? null) : null,
    stipend: internship ? stipendOf(draft) : null,
    payLpa: internship ? null : rangeOf(draft.payMin, draft.payMax),
    esopPercent: internship ? null : rangeOf(draft.esopMin, draft.esopMax),
    perks: draft.perks,
    audiences: draft.audiences,
    studentYear: draft.audiences.includes('students') ? (num(draft.studentYear) ?? null) : null,
    applyBy: draft.applyBy || undefined,
    questions: keptQuestions(draft).map(({ question }) => question.trim()),
    noFeeDeclaration: draft.noFeeDeclaration,
  };
}

/** Each field's place in the form, top to bottom: the first with an error takes the focus. */
export const FIELD_ORDER = [
  'title',
  'type',
  'workMode',
  'state',
  'city',
  'skills',
  'description',
  'openings',
  'startDate',
  'durationMonths',
  'stipend',
  'payLpa',
  'esopPercent',
  'perks',
  'audiences',
  'studentYear',
  'applyBy',
  ...Array.from({ length: JOB_LIMITS.questions }, (_, index) => `questions.${index}`),
  'questions',
  'noFeeDeclaration',
] as const;

export type FieldErrors = Partial<Record<string, string>>;

/** Fields whose rules depend on another: their checks mean nothing while that one is unset. */
const DEPENDS_ON: Record<string, string> = {
  state: 'workMode',
  city: 'workMode',
  durationMonths: 'type',
  stipend: 'type',
  payLpa: 'type',
  esopPercent: 'type',
  studentYear: 'audiences',
};

/** A stand-in for each field, valid on its own, so the cross-field rules can be checked too. */
const STAND_INS: Record<string, unknown> = {
  title: 'x',
  type: 'fullTime',
  workMode: 'remote',
  skills: ['x'],
  description: 'x',
  openings: 1,
  startDate: null,
  durationMonths: null,
  stipend: null,
  payLpa: null,
  esopPercent: null,
  perks: [],
  audiences: ['freshers'],
  studentYear: null,
  applyBy: '2000-01-01',
  questions: [],
  noFeeDeclaration: true,
};

function errorKey(path: readonly PropertyKey[], draft: JobDraft): string {
  const [field, index] = path;
  if (field === 'questions' && typeof index === 'number') {
    const original = keptQuestions(draft)[index]?.index ?? index;
    return `questions.${original}`;
  }
  return String(field ?? '');
}

/**
 * The draft checked by JobInputSchema: the input to send, or each field's first error (the
 * schema's words). The rules between fields (pay by type, a place unless remote) are checked as
 * well while other fields are still wrong, so one submit shows every problem.
 */
export function checkDraft(draft: JobDraft): { input: JobInput } | { errors: FieldErrors } {
  const input = draftToInput(draft);
  const result = JobInputSchema.safeParse(input);
  if (result.success) return { input: result.data };
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    if (!errors[key]) errors[key] = message;
  };
  for (const issue of result.error.issues) add(errorKey(issue.path, draft), issue.message);
  const wrong = new Set(Object.keys(errors).map((key) => key.split('.')[0] ?? key));
  const patched = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, wrong.has(key) ? STAND_INS[key] : value]),
  );
  const again = JobInputSchema.safeParse(patched);
  if (!again.success)
    for (const issue of again.error.issues) {
      const key = errorKey(issue.path, draft);
      const dependsOn = DEPENDS_ON[key];
      if (issue.code === 'custom' && !wrong.has(key) && !(dependsOn && wrong.has(dependsOn)))
        add(key, issue.message);
    }
  return { errors };
}

/** The first field, top to bottom, with an error. */
export const firstErrorField = (errors: FieldErrors) => FIELD_ORDER.find((key) => errors[key]);

/** The words in what was typed that ask candidates for money, or null. */
export const moneyAskingOf = (draft: JobDraft) =>
  moneyAskingIn([draft.title, draft.description, ...draft.skills, ...draft.questions]);
