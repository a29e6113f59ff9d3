import { jobsApi } from '@ideaignite/contract/jobs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { applyTo, storePosting } from '../../test/job-applications.ts';
import { callJobs, indiaDayFrom, internship, postJob, signUpStartup } from '../../test/job-postings.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { EXPIRY_JOB, expirePostings } from './expiry.ts';

const DAY_MS = 24 * 3_600_000;

type Caller = { token: string };

/**
 * The board's expiry (decision 030), with the clock moved rather than waited for: postings whose
 * apply-by date passed are stamped out of the board's index once a day; "expired" itself is still
 * read from the apply-by date, so nothing a person sees changes with the stamp.
 */
describe(`the board's daily expiry (${databaseLabel()})`, () => {
  let t: TestContext;
  // 10:00 in India on 14 July 2025.
  const clock = manualClock(new Date('2025-07-14T04:30:00Z'));
  const day = (days = 0) => indiaDayFrom(clock.now(), days);
  let startup: Awaited<ReturnType<typeof signUpStartup>>;
  let seeker: Caller;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    startup = await signUpStartup(t.app, { project: 'KisanKart' });
    seeker = await signUpUser(t.app, 'Jobseeker');
  });
  afterAll(() => t.close());

  const posted = async (body: Record<string, unknown>) => {
    const response = await postJob(t.app, startup.token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().job._id as string;
  };
  const boardIds = async () =>
    (
      (await callJobs(t.app, jobsApi.list, seeker.token, { query: 'limit=50' })).json().data as Array<{
        _id: string;
      }>
    ).map((job) => job._id);
  const stamps = async (ids: string[]) => {
    const rows = await t.database.db
      .select({ id: jobPostings.id, expiredAt: jobPostings.expiredAt })
      .from(jobPostings)
      .where(inArray(jobPostings.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)!.expiredAt !== null);
  };

  it('stamps what passed its apply-by date; the posting stays expired and readable to its applicant, and a new date puts it back', async () => {
    const lastDay = await posted(internship(day(0), { title: 'Last day' }));
    const open = await posted(internship(day(5), { title: 'Still open' }));
    const applied = await applyTo(t.app, seeker, lastDay, { answers: ['Because.'] });
    expect(applied.statusCode, applied.body).toBe(201);

    clock.advance(DAY_MS);
    // Expired before the job runs: off the board already.
    expect(await boardIds()).not.toContain(lastDay);
    await t.app.container.scheduler.runNow(EXPIRY_JOB);
    expect(await stamps([lastDay, open])).toEqual([true, false]);
    const board = await boardIds();
    expect(board).toContain(open);
    expect(board).not.toContain(lastDay);

    const read = await callJobs(t.app, jobsApi.get, seeker.token, { params: { jobId: lastDay } });
    expect(read.statusCode).toBe(200);
    expect(read.json().job.status).toBe('expired');
    const mine = (await callJobs(t.app, jobsApi.myApplications, seeker.token)).json().data as Array<{
      job: { _id: string; status: string };
    }>;
    expect(mine.map((application) => [application.job._id, application.job.status])).toEqual([
      [lastDay, 'expired'],
    ]);

    const renewed = await callJobs(t.app, jobsApi.update, startup.token, {
      params: { jobId: lastDay },
      body: internship(day(7), { title: 'Last day' }),
    });
    expect(renewed.json().job.status).toBe('open');
    expect(await stamps([lastDay])).toEqual([false]);
    expect(await boardIds()).toContain(lastDay);
  });

  it('runs once a day: what expires later the same day waits for the next day, off the board meanwhile', async () => {
    await t.app.container.scheduler.runNow(EXPIRY_JOB);
    const late = await storePosting(t.database.db, startup.id, { applyBy: day(-1), createdAt: clock.now() });
    await t.app.container.scheduler.runNow(EXPIRY_JOB);
    expect(await stamps([late])).toEqual([false]);
    expect(await boardIds()).not.toContain(late);

    clock.advance(DAY_MS);
    await t.app.container.scheduler.runNow(EXPIRY_JOB);
    expect(await stamps([late])).toEqual([true]);
  });

  it('leaves closed, held and deleted postings as they are, and stamps each posting once across runs at once', async () => {
    const others = await Promise.all(
      [{ status: 'closed' as const }, { status: 'held' as const }, { deletedAt: clock.now() }].map(
        (changes) => storePosting(t.database.db, startup.id, { applyBy: day(-3), ...changes }),
      ),
    );
    const due = await Promise.all(
      [1, 2, 3].map(() => storePosting(t.database.db, startup.id, { applyBy: day(-2) })),
    );
    const counts = await Promise.all([expirePostings(t.app.container), expirePostings(t.app.container)]);
    expect(counts[0]! + counts[1]!).toBe(due.length);
    expect(await stamps([...others, ...due])).toEqual([false, false, false, true, true, true]);
    const [stamped] = await t.database.db
      .select({ expiredAt: jobPostings.expiredAt })
      .from(jobPostings)
      .where(eq(jobPostings.id, due[0]!));
    expect(stamped?.expiredAt).toEqual(clock.now());
  });
});
