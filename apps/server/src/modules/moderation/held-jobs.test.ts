import { API, JOBS_WORDS, MODERATION_WORDS, type ReportItem } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { jobsApi } from '@ideaignite/contract/jobs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings, notifications, reports } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { callJobs, indiaDayFrom, internship, postJob, signUpStartup } from '../../test/job-postings.ts';
import { signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Caller = { id: string; token: string };
const MODERATOR = 'jobs-moderator@example.in';
const ASKING = 'Selected candidates pay a registration fee of Rs 500 before joining.';

/** Job postings in the moderators' queue (issue 25, decision 029): held ones and reported ones. */
describe(`held and reported job postings (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date());
  let moderator: Caller;
  let startup: Caller;
  let seeker: Caller;
  const day = (days = 0) => indiaDayFrom(clock.now(), days);
  const call = (
    endpoint: Parameters<typeof callJobs>[1],
    who: Caller,
    options: Parameters<typeof callJobs>[3] = {},
  ) => callJobs(t.app, endpoint, who.token, options);
  const post = async (body: Record<string, unknown>) => {
    const response = await postJob(t.app, startup.token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().job as { _id: string; status: string };
  };
  const report = (who: Caller, targetId: string, reason: string, target = 'job') =>
    t.app.inject({
      method: 'POST',
      url: API.reports,
      headers: bearer(who.token),
      payload: { target, targetId, reason },
    });
  const queue = async (status: 'open' | 'closed' = 'open') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API.adminReports}?status=${status}&limit=50`,
      headers: bearer(moderator.token),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: ReportItem[] }).items;
  };
  const act = async (reportId: string, action: 'dismiss' | 'hide' | 'restore') => {
    const response = await t.app.inject({
      method: 'POST',
      url: action === 'restore' ? API.adminRestoreContent(reportId) : API.adminReportAction(reportId, action),
      headers: bearer(moderator.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { message: string; report: ReportItem };
  };
  const stored = async (jobId: string) =>
    (await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, jobId)))[0]!;
  const onBoard = async (who: Caller, jobId: string) =>
    ((await call(jobsApi.list, who, { query: 'limit=50' })).json().data as Array<{ _id: string }>).some(
      (job) => job._id === jobId,
    );
  /** The poster's notices about `jobId` of `type`, newest last. */
  const noticesOf = (type: string, jobId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, startup.id),
          eq(notifications.type, type),
          eq(notifications.entityId, jobId),
        ),
      );
  const reportsOf = (jobId: string) =>
    t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.target, 'job'), eq(reports.targetId, jobId)));

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATOR }, { clock });
    moderator = await signUpModerator(t, 'Investor', MODERATOR);
    startup = await signUpStartup(t.app);
    seeker = await signUpUser(t.app, 'Jobseeker');
  }, 180_000);
  afterAll(() => t.close());

  it('puts a held posting in the queue once, filed by the platform with the words that asked', async () => {
    const job = await post(internship(day(10), { description: ASKING }));
    expect(job.status).toBe('held');
    const items = (await queue()).filter((item) => item.targetId === job._id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      target: 'job',
      reason: 'asksForMoney',
      reporter: null,
      owner: { _id: startup.id, suspended: false },
      status: 'open',
      reportCount: 1,
      content: { title: 'Growth intern', text: ASKING, link: `/jobs/${job._id}`, hidden: false, gone: false },
    });
    expect(items[0]!.details).toMatch(/registration fee/i);

    // An edit while held (asking in other words, then not asking) files no second report.
    const edited = await call(jobsApi.update, startup, {
      params: { jobId: job._id },
      body: internship(day(10), { description: 'Interns must pay a security deposit of ₹2,000.' }),
    });
    expect(edited.json()).toMatchObject({ message: JOBS_WORDS.held, job: { status: 'held' } });
    await call(jobsApi.update, startup, { params: { jobId: job._id }, body: internship(day(10)) });
    const rows = await reportsOf(job._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: null, status: 'open' });
    expect(rows[0]!.details).toMatch(/security deposit/i);
  });

  it('dismissing the platform’s report opens the posting: on the board, its reason cleared', async () => {
    const job = await post(internship(day(10), { title: 'Sales intern', description: ASKING }));
    expect(await onBoard(seeker, job._id)).toBe(false);
    const [item] = (await queue()).filter((entry) => entry.targetId === job._id);
    const answer = await act(item!._id, 'dismiss');
    expect(answer.message).toBe(MODERATION_WORDS.reportDismissed);
    expect(answer.report).toMatchObject({ status: 'dismissed', reporter: null });
    expect(await stored(job._id)).toMatchObject({ status: 'open', heldReason: null, hiddenAt: null });
    expect(await onBoard(seeker, job._id)).toBe(true);
    const own = await call(jobsApi.get, startup, { params: { jobId: job._id } });
    expect(own.json().job).toMatchObject({ status: 'open', heldReason: null, refused: false });
    // Its poster is told, in the words of the notice, once.
    const told = await noticesOf('job-approved', job._id);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(
      'Our moderators checked your posting “Sales intern”: it asks candidates for nothing, and it is open on the jobs board now.',
    );
  });

  it('hiding keeps it off for everyone but its poster, who sees it refused and is told; restoring opens it', async () => {
    const job = await post(internship(day(10), { title: 'Field intern', description: ASKING }));
    const [item] = (await queue()).filter((entry) => entry.targetId === job._id);
    const answer = await act(item!._id, 'hide');
    expect(answer.message).toBe(MODERATION_WORDS.contentHidden);
    expect(answer.report.content.hidden).toBe(true);
    expect((await stored(job._id)).hiddenAt).not.toBeNull();
    expect(await onBoard(seeker, job._id)).toBe(false);
    expect((await call(jobsApi.get, seeker, { params: { jobId: job._id } })).statusCode).toBe(404);
    const own = await call(jobsApi.get, startup, { params: { jobId: job._id } });
    expect(own.json().job).toMatchObject({ status: 'held', refused: true });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, startup.id));
    expect(told.some((row) => row.type === 'content-hidden' && row.message.includes('Field intern'))).toBe(
      true,
    );

    // Refused stays refused: an edit files no new report.
    await call(jobsApi.update, startup, {
      params: { jobId: job._id },
      body: internship(day(10), { title: 'Field intern', description: ASKING }),
    });
    expect((await reportsOf(job._id)).map((row) => row.status)).toEqual(['hidden']);

    expect(await noticesOf('job-approved', job._id)).toHaveLength(0);
    await act(item!._id, 'restore');
    expect(await stored(job._id)).toMatchObject({ status: 'open', heldReason: null, hiddenAt: null });
    expect(await onBoard(seeker, job._id)).toBe(true);
    expect(await noticesOf('job-approved', job._id)).toHaveLength(1);
  });

  it('a job seeker reports an open posting for asking money; hiding it takes it off the board', async () => {
    const job = await post(internship(day(10), { title: 'Design intern' }));
    expect(job.status).toBe('open');
    const sent = await report(seeker, job._id, 'asksForMoney');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: MODERATION_WORDS.reportSent });
    const items = (await queue()).filter((entry) => entry.targetId === job._id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      reason: 'asksForMoney',
      reporter: { _id: seeker.id },
      owner: { _id: startup.id },
      content: { title: 'Design intern', link: `/jobs/${job._id}` },
    });
    await act(items[0]!._id, 'hide');
    expect(await onBoard(seeker, job._id)).toBe(false);
    expect((await call(jobsApi.get, seeker, { params: { jobId: job._id } })).statusCode).toBe(404);
    const own = await call(jobsApi.get, startup, { params: { jobId: job._id } });
    expect(own.json().job).toMatchObject({ status: 'open', refused: true });
    // A seeker's report is not the platform's: hiding and restoring it leave the status alone.
    await act(items[0]!._id, 'restore');
    expect(await onBoard(seeker, job._id)).toBe(true);
  });

  it('a posting held while a member’s report kept it hidden goes back to the queue when restored', async () => {
    const job = await post(internship(day(10), { title: 'Content intern' }));
    await report(seeker, job._id, 'fraud');
    const [item] = (await queue()).filter((entry) => entry.targetId === job._id);
    await act(item!._id, 'hide');
    const asking = await call(jobsApi.update, startup, {
      params: { jobId: job._id },
      body: internship(day(10), { title: 'Content intern', description: ASKING }),
    });
    expect(asking.json().job).toMatchObject({ status: 'held', refused: true });
    expect((await reportsOf(job._id)).map((row) => row.status)).toEqual(['hidden']);

    await act(item!._id, 'restore');
    expect(await stored(job._id)).toMatchObject({ status: 'held', hiddenAt: null });
    // Shown again but still held: nothing is approved, so nothing is told.
    expect(await noticesOf('job-approved', job._id)).toHaveLength(0);
    expect(await onBoard(seeker, job._id)).toBe(false);
    const waiting = (await queue()).filter((entry) => entry.targetId === job._id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ reporter: null, reason: 'asksForMoney', status: 'open' });
    expect(waiting[0]!.details).toMatch(/registration fee/i);
  });

  it('a member’s open report and the platform’s of the same posting are one item; one dismissal opens it and closes both', async () => {
    const job = await post(internship(day(10), { title: 'Support intern' }));
    expect((await report(seeker, job._id, 'fraud')).statusCode).toBe(201);
    const held = await call(jobsApi.update, startup, {
      params: { jobId: job._id },
      body: internship(day(10), { title: 'Support intern', description: ASKING }),
    });
    expect(held.json().job).toMatchObject({ status: 'held' });

    const items = (await queue()).filter((entry) => entry.targetId === job._id);
    expect(items).toHaveLength(1);
    expect(items[0]!.reports).toMatchObject([
      { reporter: { _id: seeker.id }, reason: 'fraud', status: 'open' },
      { reporter: null, reason: 'asksForMoney', status: 'open' },
    ]);
    expect(items[0]!.reports[1]!.details).toMatch(/registration fee/i);

    // Dismissed through the member's report, the lead: the platform's report is decided with it.
    const answer = await act(items[0]!._id, 'dismiss');
    expect(answer.report.reports.map((entry) => entry.status)).toEqual(['dismissed', 'dismissed']);
    expect((await reportsOf(job._id)).map((row) => row.status)).toEqual(['dismissed', 'dismissed']);
    expect(await stored(job._id)).toMatchObject({ status: 'open', heldReason: null });
    expect(await noticesOf('job-approved', job._id)).toHaveLength(1);
    expect((await queue()).some((entry) => entry.targetId === job._id)).toBe(false);
  });

  it('refuses reporting one’s own posting, one the reporter may not see, and money asked of anything else', async () => {
    const open = await post(internship(day(10), { title: 'Ops intern' }));
    const own = await report(startup, open._id, 'asksForMoney');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: MODERATION_WORDS.cannotReportSelf });

    const held = await post(internship(day(10), { title: 'Held intern', description: ASKING }));
    const notFound = { message: MODERATION_WORDS.reportTargetNotFound };
    const ofHeld = await report(seeker, held._id, 'asksForMoney');
    expect(ofHeld.statusCode).toBe(404);
    expect(ofHeld.json()).toEqual(notFound);

    const blocker = await signUpUser(t.app, 'Jobseeker');
    const blocked = await call(blocksApi.block, blocker, { params: { userId: startup.id } });
    expect(blocked.statusCode).toBeLessThan(300);
    const acrossBlock = await report(blocker, open._id, 'spam');
    expect(acrossBlock.statusCode).toBe(404);
    expect(acrossBlock.json()).toEqual(notFound);

    const gone = await post(internship(day(10), { title: 'Deleted intern' }));
    expect((await call(jobsApi.remove, startup, { params: { jobId: gone._id } })).statusCode).toBeLessThan(
      300,
    );
    expect((await report(seeker, gone._id, 'spam')).statusCode).toBe(404);

    const wrongReason = await report(seeker, startup.id, 'asksForMoney', 'user');
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json()).toEqual({ message: MODERATION_WORDS.invalidReportReason });

    const stray = await t.database.db.select().from(reports).where(eq(reports.reporterId, blocker.id));
    expect(stray).toEqual([]);
    expect(await reportsOf(held._id)).toHaveLength(1);
  });
});
