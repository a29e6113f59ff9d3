/**
 * A posting as the API shows it (issue 25): a `JobCardRow` (query-parts.ts's `jobCardRowColumns`)
 * into the contract's JobCard (lists), a `JobRow` (`jobRowColumns`) into a Job (a job's page). Shared by postings and applications (my
 * applications show their posting's card, the tracker its Job): use these rather than mapping rows
 * again. No SQL here.
 */
import type {
  ApplicationStatus,
  CardStartup,
  Job,
  JobCard,
  JobInput,
  JobStatus,
  JobType,
  Stipend,
  WorkMode,
} from '@ideaignite/contract';
import type { MediaStorage } from '../../media/storage.ts';
import { toPublicUser } from '../profiles/index.ts';
import { CARD_DESCRIPTION_CHARS, type JobCardRow, type JobColumns, type JobRow } from './query-parts.ts';

/** A card's summary: the description's first ~200 characters, cut at a word. */
const SUMMARY_LENGTH = 200;

/** Whether a UTF-16 code unit is white space as `\s` matches it (printable ASCII, the usual case, first). */
function isSpace(code: number): boolean {
  if (code < 0xa0) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The first `limit` characters of `text` with every run of white space made one space and none at
 * the start, and whether more follows: one pass that stops as soon as it has them (a list page
 * makes twenty summaries, and a regular expression over each whole text was ~5% of its CPU).
 * Written as most descriptions are (words between single spaces), that is a slice of the text
 * itself: no copy. Otherwise whole words are sliced out and joined once, into one flat string
 * (built a character at a time it was a rope 200 deep, ~6 KB of garbage a card).
 */
function flatStart(text: string, limit: number): { flat: string; rest: boolean } {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start += 1;
  const stop = Math.min(text.length, start + limit);
  let index = start;
  // A space is taken as it is when it is one, not the last character, and a word follows it.
  while (
    index < stop &&
    (!isSpace(text.charCodeAt(index)) ||
      (text.charCodeAt(index) === 32 && index + 1 < text.length && !isSpace(text.charCodeAt(index + 1))))
  )
    index += 1;
  if (index === text.length) return { flat: text.slice(start), rest: false };
  if (index === stop) return { flat: text.slice(start, stop), rest: !isBlankFrom(text, stop) };
  return wordsJoined(text, start, limit);
}

/** Whether `text` holds nothing but white space from `index` on. */
function isBlankFrom(text: string, index: number): boolean {
  for (let at = index; at < text.length; at += 1) if (!isSpace(text.charCodeAt(at))) return false;
  return true;
}

/** `flatStart` for any spacing: the words from `index` on, one space between them, joined once. */
function wordsJoined(text: string, from: number, limit: number): { flat: string; rest: boolean } {
  const parts: string[] = [];
  let length = 0;
  let index = from;
  while (index < text.length) {
    while (index < text.length && isSpace(text.charCodeAt(index))) index += 1;
    if (index >= text.length) break;
    let end = index + 1;
    while (end < text.length && !isSpace(text.charCodeAt(end))) end += 1;
    if (length > 0) {
      if (length >= limit) return { flat: parts.join(''), rest: true };
      parts.push(' ');
      length += 1;
    }
    const room = limit - length;
    if (end - index > room) {
      parts.push(text.slice(index, index + room));
      return { flat: parts.join(''), rest: true };
    }
    parts.push(text.slice(index, end));
    length += end - index;
    index = end;
  }
  return { flat: parts.join(''), rest: false };
}

export function summaryOf(description: string, cutShort = false): string {
  const { flat, rest } = flatStart(description, SUMMARY_LENGTH + 1);
  // `cutShort`: only the description's start was read (CARD_DESCRIPTION_CHARS); in the unlikely
  // case that it flattens to no more than a summary, it still goes on.
  if (!rest && flat.length <= SUMMARY_LENGTH) return cutShort ? `${flat}…` : flat;
  const space = flat.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? flat.slice(0, space) : flat.slice(0, SUMMARY_LENGTH)).trimEnd()}…`;
}

/**
 * The status the API answers: `expired` is not stored, it is an open posting whose apply-by date
 * (India's calendar) is before `today`.
 */
export const statusOf = (job: Pick<JobColumns, 'status' | 'applyBy'>, today: string): JobStatus =>
  job.status === 'open' && job.applyBy < today ? 'expired' : job.status;

/** An internship's stipend as stored (a fixed amount is stored as min = max); null for a job. */
export function stipendOf(
  job: Pick<JobColumns, 'stipendKind' | 'stipendMin' | 'stipendMax'>,
): Stipend | null {
  switch (job.stipendKind) {
    case 'unpaid':
      return { kind: 'unpaid' };
    case 'fixed':
      return { kind: 'fixed', amount: job.stipendMin ?? 0 };
    case 'range':
      return { kind: 'range', min: job.stipendMin ?? 0, max: job.stipendMax ?? 0 };
    default:
      return null;
  }
}

/** The stored columns of a stipend (fixed: min = max = the amount; unpaid: no amounts). */
export function stipendColumns(stipend: JobInput['stipend']) {
  if (!stipend) return { stipendKind: null, stipendMin: null, stipendMax: null };
  switch (stipend.kind) {
    case 'unpaid':
      return { stipendKind: 'unpaid' as const, stipendMin: null, stipendMax: null };
    case 'fixed':
      return { stipendKind: 'fixed' as const, stipendMin: stipend.amount, stipendMax: stipend.amount };
    case 'range':
      return { stipendKind: 'range' as const, stipendMin: stipend.min, stipendMax: stipend.max };
  }
}

const rangeOf = (min: number | null, max: number | null) =>
  min === null || max === null ? null : { min, max };

/**
 * What a card and a page share; the owner alone sees `heldReason`, `refused` and `applicationsCount`.
 * In the contract's order (JobFieldsSchema): a list's answer is written by JSON.stringify as built
 * (response-serializer.ts's `exactAnswer`), so the order of these keys is the order of its bytes.
 */
function jobFields(row: JobRow | JobCardRow, viewerId: string, today: string) {
  const { job } = row;
  const mine = job.userId === viewerId;
  return {
    _id: job.id,
    title: job.title,
    type: job.type as JobType,
    workMode: job.workMode as WorkMode,
    state: job.state,
    city: job.city,
    skills: job.skills,
    sector: job.sector,
    stage: job.stage,
    openings: job.openings,
    startDate: job.startDate,
    durationMonths: job.durationMonths,
    stipend: stipendOf(job),
    payLpa: rangeOf(job.payMinLpa, job.payMaxLpa),
    esopPercent: rangeOf(job.esopMin, job.esopMax),
    perks: job.perks,
    audiences: job.audiences,
    studentYear: job.studentYear,
    applyBy: job.applyBy,
    status: statusOf(job, today),
    createdAt: job.createdAt.toISOString(),
    saved: Boolean(row.saved),
    application:
      row.applicationId && row.applicationStatus
        ? { _id: row.applicationId, status: row.applicationStatus as ApplicationStatus }
        : null,
    heldReason: mine ? job.heldReason : null,
    applicationsCount: mine ? Number(row.applicationsCount ?? 0) : null,
    refused: mine && job.hiddenAt !== null,
  };
}

/** A card's startup: who posted it, their name, project and picture. */
const toCardStartup = (startup: JobCardRow['startup'], storage: MediaStorage): CardStartup => ({
  _id: startup.id,
  profiledetails: {
    Username: startup.username,
    displayName: startup.displayName,
    project: startup.project,
    profilePic: startup.profilePic ? storage.publicUrl(startup.profilePic) : null,
  },
});

/**
 * A posting in a list: its summary instead of the whole description, its startup as a card shows it.
 * The two are added to the fields' own object: spread into a new one, every card copied all the
 * others too (~1.9 KB of garbage a card in a heap profile of the board).
 */
export const toJobCard = (row: JobCardRow, viewerId: string, today: string, storage: MediaStorage): JobCard =>
  Object.assign(jobFields(row, viewerId, today), {
    startup: toCardStartup(row.startup, storage),
    summary: summaryOf(row.job.descriptionStart, row.job.descriptionStart.length >= CARD_DESCRIPTION_CHARS),
  });

/** A posting's own page: everything, its startup's whole public profile. */
export const toJob = (row: JobRow, viewerId: string, today: string, storage: MediaStorage): Job => ({
  ...jobFields(row, viewerId, today),
  startup: toPublicUser(row.user, row.profile, storage),
  description: row.job.description,
  questions: row.job.questions,
  updatedAt: row.job.updatedAt?.toISOString() ?? null,
});
