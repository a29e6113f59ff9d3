import {
  APPLICATION_MOVES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  findTextProblem,
  JOB_LIMITS,
  JOB_TYPES,
  JobInputSchema,
  moneyAskingIn,
  OPEN_APPLICATION_STATUSES,
  WORK_MODES,
} from '@ideaignite/contract';
import { describe, expect, it } from 'vitest';
import { indiaToday } from '../../../modules/jobs/index.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { applicationSteps, dayFrom, demoJobInput, postedAt, posterSectorStage } from '../seed-jobs.ts';
import { DEMO_APPLICATIONS, DEMO_SAVED_JOBS } from './demo-applications.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { DEMO_PEOPLE } from './demo-people.ts';

const roleOf = new Map(DEMO_PEOPLE.map((person) => [person.key, person.role]));
const keyOf = (role: string) => {
  const email = DEMO_ACCOUNTS.find((account) => account.role === role)?.email;
  return DEMO_PEOPLE.find((person) => person.email === email)!.key;
};
const jobOf = (key: string) => DEMO_JOBS.find((job) => job.key === key)!;
const HOUR = 60 * 60 * 1000;

/**
 * Seeding moments the dates must hold at: the demo is seeded whenever someone starts it, so its
 * India-calendar dates are checked just after and just before midnight in India, and at noon.
 */
const NOWS = ['2026-11-27T18:35:00Z', '2026-11-28T06:30:00Z', '2026-11-28T18:25:00Z'].map(Date.parse);

describe('demo jobs content', () => {
  it('has 25 to 30 postings by demo Hustlers, across 8+ cities and remote, of every type and work mode', () => {
    expect(DEMO_JOBS.length).toBeGreaterThanOrEqual(25);
    expect(DEMO_JOBS.length).toBeLessThanOrEqual(30);
    expect(new Set(DEMO_JOBS.map((job) => job.key)).size).toBe(DEMO_JOBS.length);
    for (const job of DEMO_JOBS) expect(roleOf.get(job.posterKey), job.key).toBe('Hustler');
    const cities = new Set(DEMO_JOBS.flatMap((job) => (job.place ? [job.place.city] : [])));
    expect(cities.size).toBeGreaterThanOrEqual(8);
    for (const city of ['Bengaluru', 'Mumbai', 'Pune', 'Delhi', 'Hyderabad', 'Chennai', 'Jaipur', 'Kochi'])
      expect(cities, city).toContain(city);
    expect(new Set(DEMO_JOBS.map((job) => job.type))).toEqual(new Set(JOB_TYPES.map((type) => type.value)));
    expect(new Set(DEMO_JOBS.map((job) => job.workMode))).toEqual(
      new Set(WORK_MODES.map((mode) => mode.value)),
    );
    // The demo Hustler's startup owns three or four of them.
    const mine = DEMO_JOBS.filter((job) => job.posterKey === keyOf('Hustler'));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.length).toBeLessThanOrEqual(4);
  });

  it('shows every kind of pay: fixed and range stipends, 1–2 unpaid said outright, LPA ranges, some ESOPs', () => {
    const kinds = DEMO_JOBS.flatMap((job) => (job.stipend ? [job.stipend.kind] : []));
    expect(kinds).toContain('fixed');
    expect(kinds).toContain('range');
    const unpaid = kinds.filter((kind) => kind === 'unpaid').length;
    expect(unpaid).toBeGreaterThanOrEqual(1);
    expect(unpaid).toBeLessThanOrEqual(2);
    for (const job of DEMO_JOBS.filter((j) => j.stipend?.kind === 'unpaid'))
      expect(job.description.toLowerCase(), job.key).toContain('unpaid');
    expect(DEMO_JOBS.filter((job) => job.esopPercent).length).toBeGreaterThanOrEqual(3);
    expect(DEMO_JOBS.filter((job) => job.questions.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(DEMO_JOBS.filter((job) => job.audiences.includes('students')).length).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_JOBS.flatMap((job) => job.perks)).size).toBeGreaterThanOrEqual(5);
    // A posting or two in Hindi (Devanagari) and in Hinglish, as startups write them.
    expect(DEMO_JOBS.some((job) => /[\u0900-\u097F]/.test(job.title + job.description))).toBe(true);
    expect(DEMO_JOBS.some((job) => /\b(hai|hain|chahiye|milega)\b/.test(job.description))).toBe(true);
  });

  it('no posting asks candidates for money', () => {
    for (const job of DEMO_JOBS)
      expect(
        moneyAskingIn([job.title, job.description, ...job.questions, ...job.skills]),
        job.key,
      ).toBeNull();
  });

  it('every posting is one the API takes, its dates as the server checked them on the day it was posted', () => {
    for (const now of NOWS) {
      const today = indiaToday(new Date(now));
      for (const job of DEMO_JOBS) {
        const input = demoJobInput(job, today);
        const parsed = JobInputSchema.safeParse(input);
        expect(parsed.success, `${job.key}: ${parsed.error?.message}`).toBe(true);
        expect(parsed.data?.description, job.key).toBe(job.description);
        expect(findTextProblem(input), job.key).toBeUndefined();
        // postings-service checkDates, on the day it was posted (past dates are fine today).
        const postedDay = indiaToday(postedAt(job, now));
        expect(input.applyBy >= postedDay, job.key).toBe(true);
        expect(input.applyBy <= dayFrom(postedDay, JOB_LIMITS.applyByDays), job.key).toBe(true);
        if (input.startDate) expect(input.startDate >= postedDay, job.key).toBe(true);
        // The sector and stage the server reads off the poster's profile.
        const { sector, stage } = posterSectorStage(job.posterKey);
        expect(sector, job.key).not.toBeNull();
        expect(stage, job.key).not.toBeNull();
      }
    }
  });

  it('most postings are open, one or two closed, one expired; posted over the last 30 days', () => {
    const closed = DEMO_JOBS.filter((job) => job.status === 'closed');
    expect(closed.length).toBeGreaterThanOrEqual(1);
    expect(closed.length).toBeLessThanOrEqual(2);
    for (const job of DEMO_JOBS) {
      expect(job.closedDaysAgo !== undefined, job.key).toBe(job.status === 'closed');
      if (job.closedDaysAgo !== undefined) expect(job.closedDaysAgo).toBeLessThan(job.daysAgo);
      expect(job.daysAgo, job.key).toBeGreaterThan(0);
      expect(job.daysAgo, job.key).toBeLessThanOrEqual(30);
    }
    const expired = DEMO_JOBS.filter((job) => job.status === 'open' && job.applyByInDays < 0);
    expect(expired).toHaveLength(1);
    const open = DEMO_JOBS.filter((job) => job.status === 'open' && job.applyByInDays >= 0);
    expect(open.length).toBeGreaterThanOrEqual(DEMO_JOBS.length - 3);
    const days = DEMO_JOBS.map((job) => job.daysAgo);
    expect(Math.min(...days)).toBeLessThanOrEqual(2);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(25);
    // No startup is over the open postings' limit.
    for (const poster of new Set(open.map((job) => job.posterKey)))
      expect(open.filter((job) => job.posterKey === poster).length).toBeLessThanOrEqual(
        JOB_LIMITS.openPerStartup,
      );
  });
});

describe('demo applications content', () => {
  it('come from demo job seekers, once per posting, in every status', () => {
    const pairs = new Set<string>();
    for (const application of DEMO_APPLICATIONS) {
      const where = `${application.applicantKey} → ${application.jobKey}`;
      expect(roleOf.get(application.applicantKey), where).toBe('Jobseeker');
      expect(jobOf(application.jobKey), where).toBeDefined();
      expect(pairs.has(where), where).toBe(false);
      pairs.add(where);
    }
    const statuses = new Set(DEMO_APPLICATIONS.map((a) => a.steps.at(-1)?.status ?? 'applied'));
    expect(statuses).toEqual(new Set(APPLICATION_STATUSES));
  });

  it('take only the steps the live paths allow, with a reason on a rejection and an answer per question', () => {
    const open: readonly ApplicationStatus[] = OPEN_APPLICATION_STATUSES;
    for (const application of DEMO_APPLICATIONS) {
      const where = `${application.applicantKey} → ${application.jobKey}`;
      let at: ApplicationStatus = 'applied';
      for (const step of application.steps) {
        if (step.status === 'withdrawn') expect(open, where).toContain(at);
        else if (step.status === 'noResponse') expect(['applied', 'viewed'], where).toContain(at);
        else {
          const moves = Object.values(APPLICATION_MOVES).filter((move) => move.to === step.status);
          expect(
            moves.some((move) => (move.from as readonly ApplicationStatus[]).includes(at)),
            `${where}: ${at} → ${step.status}`,
          ).toBe(true);
        }
        expect(step.hoursAfter, where).toBeGreaterThan(0);
        at = step.status;
      }
      expect(application.rejectReason !== undefined, where).toBe(at === 'notSelected');
      expect((application.rejectReason ?? '').length, where).toBeLessThanOrEqual(JOB_LIMITS.rejectReason);
      expect((application.note ?? '').length, where).toBeLessThanOrEqual(JOB_LIMITS.note);
      const questions = jobOf(application.jobKey).questions;
      expect(application.answers ?? [], where).toHaveLength(questions.length);
      for (const answer of application.answers ?? []) {
        expect(answer.length, where).toBeGreaterThan(0);
        expect(answer.length, where).toBeLessThanOrEqual(JOB_LIMITS.answer);
      }
      expect(findTextProblem(application), where).toBeUndefined();
    }
  });

  it('were sent while their posting took applications, and every step is in the past', () => {
    for (const now of NOWS) {
      const today = indiaToday(new Date(now));
      for (const application of DEMO_APPLICATIONS) {
        const where = `${application.applicantKey} → ${application.jobKey}`;
        const job = jobOf(application.jobKey);
        const applyBy = dayFrom(today, job.applyByInDays);
        const steps = applicationSteps(application, now);
        const applied = steps[0]!.at;
        expect(applied.getTime(), where).toBeGreaterThan(postedAt(job, now).getTime());
        expect(indiaToday(applied) <= applyBy, where).toBe(true);
        if (job.closedDaysAgo !== undefined)
          expect(applied.getTime(), where).toBeLessThan(now - job.closedDaysAgo * 24 * HOUR);
        expect(steps.at(-1)!.at.getTime(), where).toBeLessThan(now);
        // Closed unanswered only once the 21 days after the apply-by date had passed (no-response.ts).
        for (const step of steps.filter((s) => s.status === 'noResponse'))
          expect(indiaToday(step.at) > dayFrom(applyBy, JOB_LIMITS.noResponseDays), where).toBe(true);
        // And nothing the scheduled close would close is left unanswered.
        const status = steps.at(-1)!.status;
        if (status === 'applied' || status === 'viewed')
          expect(applyBy >= dayFrom(today, -JOB_LIMITS.noResponseDays), where).toBe(true);
      }
    }
  });

  it('give the demo job seeker 4–6 applications in varied steps and 3–4 saved open postings', () => {
    const me = keyOf('Jobseeker');
    const mine = DEMO_APPLICATIONS.filter((a) => a.applicantKey === me);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.length).toBeLessThanOrEqual(6);
    expect(new Set(mine.map((a) => a.steps.at(-1)?.status ?? 'applied')).size).toBeGreaterThanOrEqual(4);
    const saved = DEMO_SAVED_JOBS.filter((s) => s.userKey === me);
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(saved.length).toBeLessThanOrEqual(4);
    const pairs = new Set(DEMO_SAVED_JOBS.map((s) => `${s.userKey}|${s.jobKey}`));
    expect(pairs.size).toBe(DEMO_SAVED_JOBS.length);
    for (const entry of DEMO_SAVED_JOBS) {
      const job = jobOf(entry.jobKey);
      expect(roleOf.has(entry.userKey), entry.userKey).toBe(true);
      expect(job.status === 'open' && job.applyByInDays >= 0, entry.jobKey).toBe(true);
      expect(entry.daysAgo, entry.jobKey).toBeLessThan(job.daysAgo);
    }
  });

  it("give the demo Hustler's postings applicants at most steps of the tracker", () => {
    const theirs = new Set(DEMO_JOBS.filter((job) => job.posterKey === keyOf('Hustler')).map((j) => j.key));
    const applications = DEMO_APPLICATIONS.filter((a) => theirs.has(a.jobKey));
    const statuses = new Set(applications.map((a) => a.steps.at(-1)?.status ?? 'applied'));
    expect(statuses.size).toBeGreaterThanOrEqual(6);
    for (const key of theirs)
      expect(applications.filter((a) => a.jobKey === key).length, key).toBeGreaterThanOrEqual(2);
  });
});
