/**
 * The demo jobs board (issue 25): the demo Hustlers' postings, the demo job seekers' applications
 * at every step with the history and notifications the live paths leave, and saved jobs. Inserted
 * inside the seed's transaction (seed-demo.ts), so it runs once, into an empty database, with the
 * rest of the demo; every date is counted from the seed's `now`.
 */
import {
  type ApplicationStatus,
  type JobInput,
  NOTIFICATION_TEXT_KEEP,
  NOTIFICATION_TEXTS,
  type NotificationText,
  notificationMessage,
  STAGE_FILTERS,
} from '@ideaignite/contract';
import { indiaToday } from '../../modules/jobs/index.ts';
import type { Database } from '../client.ts';
import { jobApplications, jobPostings, notifications, savedJobs } from '../schema.ts';
import { DEMO_APPLICATIONS, DEMO_SAVED_JOBS, type DemoApplication } from './content/demo-applications.ts';
import { DEMO_JOBS, type DemoJob } from './content/demo-jobs.ts';
import { DEMO_PEOPLE } from './content/demo-people.ts';
import { DEMO_MATCHING } from './content/people/matching.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The `YYYY-MM-DD` date `days` after `day` (India's calendar days, as the jobs module counts them). */
export const dayFrom = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A demo posting as its startup would have sent it (POST /api/jobs), its dates counted from `today`. */
export function demoJobInput(job: DemoJob, today: string): JobInput {
  return {
    title: job.title,
    type: job.type,
    workMode: job.workMode,
    state: job.place?.state ?? null,
    city: job.place?.city ?? null,
    skills: job.skills,
    description: job.description,
    openings: job.openings,
    startDate: job.startInDays === null ? null : dayFrom(today, job.startInDays),
    durationMonths: job.durationMonths ?? null,
    stipend: job.stipend ?? null,
    payLpa: job.payLpa ?? null,
    esopPercent: job.esopPercent ?? null,
    perks: job.perks,
    audiences: job.audiences,
    studentYear: job.studentYear ?? null,
    applyBy: dayFrom(today, job.applyByInDays),
    questions: job.questions,
    noFeeDeclaration: true,
  };
}

const STAGES: ReadonlySet<string> = new Set(STAGE_FILTERS.map((stage) => stage.value));

/** The startup's sector and stage as the server sets them: the poster's first sector, their stage lowercased. */
export function posterSectorStage(posterKey: string): { sector: string | null; stage: string | null } {
  const poster = DEMO_PEOPLE.find((person) => person.key === posterKey);
  const stage = poster?.role === 'Hustler' ? poster.profile.currentStage.toLowerCase() : null;
  return {
    sector: DEMO_MATCHING[posterKey]?.sectors[0] ?? null,
    stage: stage && STAGES.has(stage) ? stage : null,
  };
}

/** The stored stipend columns (a fixed amount is stored as min = max), as the postings service stores them. */
function stipendColumns(stipend: JobInput['stipend']) {
  if (!stipend) return { stipendKind: null, stipendMin: null, stipendMax: null };
  if (stipend.kind === 'unpaid')
    return { stipendKind: 'unpaid' as const, stipendMin: null, stipendMax: null };
  if (stipend.kind === 'fixed')
    return { stipendKind: 'fixed' as const, stipendMin: stipend.amount, stipendMax: stipend.amount };
  return { stipendKind: 'range' as const, stipendMin: stipend.min, stipendMax: stipend.max };
}

/** When a demo posting was made: its day, a few hours earlier than any application counted from that day. */
export const postedAt = (job: DemoJob, now: number) => new Date(now - job.daysAgo * DAY - 3 * HOUR);

/** An application's steps with their times: `applied` when it was sent, then each step after the last. */
export function applicationSteps(application: DemoApplication, now: number) {
  let at = now - application.daysAgo * DAY;
  const steps: Array<{ status: ApplicationStatus; at: Date }> = [{ status: 'applied', at: new Date(at) }];
  for (const step of application.steps) {
    at += step.hoursAfter * HOUR;
    steps.push({ status: step.status, at: new Date(at) });
  }
  return steps;
}

/** The steps that are the applicant's or the clock's, not the startup's answer. */
const NOT_AN_ANSWER: ReadonlySet<ApplicationStatus> = new Set(['applied', 'withdrawn', 'noResponse']);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface SeedJobsContext {
  now: number;
  /** A demo person's user id and name, by key. */
  id: (key: string) => string;
  name: (key: string) => string;
}

/** Inserts the postings, applications (with their notifications) and saved jobs. */
export async function seedDemoJobs(tx: Transaction, { now, id, name }: SeedJobsContext): Promise<void> {
  const today = indiaToday(new Date(now));
  const jobIds = new Map<string, string>();
  const jobOf = (key: string) => {
    const job = DEMO_JOBS.find((candidate) => candidate.key === key);
    const jobId = jobIds.get(key);
    if (!job || !jobId) throw new Error(`unknown demo job ${key}`);
    return { job, jobId };
  };

  for (const [index, job] of DEMO_JOBS.entries()) {
    const input = demoJobInput(job, today);
    const applicants = DEMO_APPLICATIONS.filter((application) => application.jobKey === job.key).length;
    const [row] = await tx
      .insert(jobPostings)
      .values({
        userId: id(job.posterKey),
        title: input.title,
        type: job.type,
        workMode: job.workMode,
        state: input.state ?? null,
        city: input.city ?? null,
        skills: input.skills,
        ...posterSectorStage(job.posterKey),
        description: input.description,
        openings: input.openings,
        startDate: input.startDate,
        durationMonths: input.durationMonths ?? null,
        ...stipendColumns(input.stipend),
        payMinLpa: input.payLpa?.min ?? null,
        payMaxLpa: input.payLpa?.max ?? null,
        esopMin: input.esopPercent?.min ?? null,
        esopMax: input.esopPercent?.max ?? null,
        perks: input.perks,
        audiences: input.audiences,
        studentYear: input.audiences.includes('students') ? (input.studentYear ?? null) : null,
        applyBy: input.applyBy,
        questions: input.questions,
        status: job.status,
        // Some people read a posting without applying: a few views a day, more for those with applicants.
        views: applicants * 9 + Math.round(job.daysAgo * 4) + (index % 7),
        createdAt: postedAt(job, now),
        updatedAt: job.closedDaysAgo === undefined ? null : new Date(now - job.closedDaysAgo * DAY),
      })
      .returning({ id: jobPostings.id });
    jobIds.set(job.key, row!.id);
  }

  for (const application of DEMO_APPLICATIONS) {
    const { job, jobId } = jobOf(application.jobKey);
    const steps = applicationSteps(application, now);
    const first = steps[0]!;
    const last = steps.at(-1)!;
    const answered = steps.find((step) => !NOT_AN_ANSWER.has(step.status));
    const [row] = await tx
      .insert(jobApplications)
      .values({
        jobId,
        applicantId: id(application.applicantKey),
        status: last.status,
        note: application.note ?? null,
        answers: application.answers ?? [],
        rejectReason: application.rejectReason ?? null,
        history: steps.map((step) => ({ status: step.status, at: step.at.toISOString() })),
        answeredAt: answered?.at ?? null,
        createdAt: first.at,
        updatedAt: last.at,
      })
      .returning({ id: jobApplications.id });

    // What each side was told along the way (application-notices.ts), read once a few days old.
    const startupKey = job.posterKey;
    const applicantKey = application.applicantKey;
    const tell = (toKey: string, fromKey: string, type: string, params: NotificationText, at: Date) =>
      tx.insert(notifications).values({
        userId: id(toKey),
        type,
        message: notificationMessage(NOTIFICATION_TEXTS, params),
        params,
        isRead: now - at.getTime() > 3 * DAY,
        actorId: id(fromKey),
        // As application-notices.ts: the startup's notices name the posting, the applicant's the application.
        entityId: toKey === job.posterKey ? jobId : row!.id,
        createdAt: at,
      });
    const applicantName = name(applicantKey);
    const startupName = name(startupKey);
    for (const step of steps) {
      const moved = (status: ApplicationStatus, reason: string) =>
        tell(
          applicantKey,
          startupKey,
          'application-update',
          {
            key: 'applicationUpdate',
            args: [startupName, job.title, status, reason.slice(0, NOTIFICATION_TEXT_KEEP)],
          },
          step.at,
        );
      if (step.status === 'applied') {
        await tell(
          startupKey,
          applicantKey,
          'job-application',
          { key: 'jobApplication', args: [applicantName, job.title] },
          step.at,
        );
      } else if (step.status === 'withdrawn') {
        await tell(
          startupKey,
          applicantKey,
          'application-update',
          { key: 'applicationWithdrawn', args: [applicantName, job.title] },
          step.at,
        );
      } else if (step.status === 'noResponse') {
        await moved('noResponse', '');
        await tell(
          startupKey,
          applicantKey,
          'application-update',
          { key: 'applicationClosed', args: [applicantName, job.title] },
          step.at,
        );
      } else {
        await moved(step.status, step.status === 'notSelected' ? (application.rejectReason ?? '') : '');
      }
    }
  }

  for (const saved of DEMO_SAVED_JOBS) {
    await tx.insert(savedJobs).values({
      userId: id(saved.userKey),
      jobId: jobOf(saved.jobKey).jobId,
      createdAt: new Date(now - saved.daysAgo * DAY),
    });
  }
}
