import { API, JOB_LIMITS, JOBS_WORDS } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { jobsApi } from '@ideaignite/contract/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobPostings, savedJobs, users, videos } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { streamWithCaptions } from '../../test/content.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import {
  callJobs,
  fullTimeJob,
  indiaDayFrom,
  internship,
  postJob,
  signUpStartup,
} from '../../test/job-postings.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Caller = { id: string; token: string };
const DAY_MS = 86_400_000;

describe(`job postings (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date());
  let startup: Awaited<ReturnType<typeof signUpStartup>>;
  let seeker: Caller;
  const day = (days = 0) => indiaDayFrom(clock.now(), days);
  const call = (
    endpoint: Parameters<typeof callJobs>[1],
    who: Caller,
    options: Parameters<typeof callJobs>[3] = {},
  ) => callJobs(t.app, endpoint, who.token, options);
  const posted = async (who: Caller, body: Record<string, unknown>) => {
    const response = await postJob(t.app, who.token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().job as { _id: string } & Record<string, unknown>;
  };
  const stored = async (jobId: string) =>
    (await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, jobId)))[0]!;
  const boardIds = async (who: Caller) =>
    ((await call(jobsApi.list, who, { query: 'limit=50' })).json().data as Array<{ _id: string }>).map(
      (job) => job._id,
    );

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    startup = await signUpStartup(t.app, { project: 'KisanKart', sectors: 'agritech,d2c', stage: 'preSeed' });
    seeker = await signUpUser(t.app, 'Jobseeker');
  });
  afterAll(() => t.close());

  it('only Hustlers post (403) and list their own postings', async () => {
    const refused = await postJob(t.app, seeker.token, internship(day(10)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: JOBS_WORDS.onlyHustlersPost });
    const mine = await call(jobsApi.mine, seeker);
    expect(mine.statusCode).toBe(403);
    expect(await t.database.db.select().from(jobPostings).where(eq(jobPostings.userId, seeker.id))).toEqual(
      [],
    );
  });

  it('posts an internship with the startup’s sector and stage; the owner sees the count, others do not', async () => {
    const response = await postJob(t.app, startup.token, internship(day(10)));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(JOBS_WORDS.posted);
    expect(body.job).toMatchObject({
      title: 'Growth intern',
      type: 'internship',
      state: 'KA',
      city: 'Bengaluru',
      sector: 'agritech',
      stage: 'preseed',
      stipend: { kind: 'fixed', amount: 15000 },
      payLpa: null,
      status: 'open',
      heldReason: null,
      applicationsCount: 0,
      saved: false,
      application: null,
      questions: ['Why agriculture?'],
      startup: { _id: startup.id, role: 'Hustler', profiledetails: { project: 'KisanKart' } },
    });
    const seen = await call(jobsApi.get, seeker, { params: { jobId: body.job._id } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().job).toMatchObject({ applicationsCount: null, heldReason: null, status: 'open' });
    expect(seen.body).not.toContain(startup.email);
  });

  it('shows a card’s summary as the description’s first ~200 characters, cut at a word', async () => {
    const description = `${'Weekly mandi survey with farmer groups. '.repeat(8)}The end.`;
    const writer = await signUpStartup(t.app, { name: 'Long Writer', project: 'WordyCo' });
    const job = await posted(writer, internship(day(10), { title: 'Summary check', description }));
    const card = (await call(jobsApi.list, seeker, { query: 'q=Summary%20check' })).json().data[0];
    expect(card._id).toBe(job._id);
    expect(card.summary.length).toBeLessThanOrEqual(201);
    expect(card.summary.endsWith('…')).toBe(true);
    expect(description.startsWith(card.summary.slice(0, -1))).toBe(true);
    expect(description[card.summary.length - 1]).toBe(' ');
    expect((await call(jobsApi.get, seeker, { params: { jobId: job._id } })).json().job.description).toBe(
      description,
    );
  });

  it('holds pay to its rules through the API (400 with the words, nothing stored)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [internship(day(5), { stipend: null }), JOBS_WORDS.stipendRequired],
      [internship(day(5), { stipend: { kind: 'range', min: 20000, max: 10000 } }), JOBS_WORDS.invalidStipend],
      [internship(day(5), { payLpa: { min: 3, max: 4 } }), JOBS_WORDS.payOnlyJobs],
      [internship(day(5), { durationMonths: null }), JOBS_WORDS.durationRequired],
      [fullTimeJob(day(5), { payLpa: null }), JOBS_WORDS.payRequired],
      [fullTimeJob(day(5), { payLpa: { min: 12, max: 8 } }), JOBS_WORDS.invalidPay],
      [fullTimeJob(day(5), { stipend: { kind: 'unpaid' } }), JOBS_WORDS.stipendOnlyInternships],
      [fullTimeJob(day(5), { noFeeDeclaration: false }), JOBS_WORDS.declarationRequired],
      [fullTimeJob(day(5), { workMode: 'onSite' }), JOBS_WORDS.placeRequired],
    ];
    const before = (await t.database.db.select().from(jobPostings)).length;
    for (const [body, message] of cases) {
      const response = await postJob(t.app, startup.token, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await t.database.db.select().from(jobPostings)).length).toBe(before);
  });

  it('shows an unpaid internship as Unpaid, and a job’s pay and ESOPs', async () => {
    const unpaid = await posted(
      startup,
      internship(day(10), { stipend: { kind: 'unpaid' }, title: 'Unpaid research' }),
    );
    expect(unpaid.stipend).toEqual({ kind: 'unpaid' });
    const onBoard = (await call(jobsApi.list, seeker, { query: 'q=Unpaid%20research' })).json().data;
    expect(onBoard).toHaveLength(1);
    expect(onBoard[0].stipend).toEqual({ kind: 'unpaid' });
    const job = await posted(startup, fullTimeJob(day(10)));
    expect(job).toMatchObject({
      payLpa: { min: 8, max: 12 },
      esopPercent: { min: 0.1, max: 0.5 },
      stipend: null,
      state: null,
      city: null,
    });
    const range = await posted(
      startup,
      internship(day(10), { stipend: { kind: 'range', min: 8000, max: 12000 } }),
    );
    expect(range.stipend).toEqual({ kind: 'range', min: 8000, max: 12000 });
  });

  it('takes an apply-by date from today (India) to the limit ahead, and a start from today on', async () => {
    const before = (await t.database.db.select().from(jobPostings)).length;
    for (const applyBy of [day(-1), day(JOB_LIMITS.applyByDays + 1), '2026-02-31']) {
      const response = await postJob(t.app, startup.token, internship(applyBy));
      expect(response.statusCode, applyBy).toBe(400);
      expect(response.json()).toEqual({ message: JOBS_WORDS.invalidApplyBy });
    }
    const late = await postJob(t.app, startup.token, internship(day(5), { startDate: day(-1) }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: JOBS_WORDS.invalidStartDate });
    expect((await t.database.db.select().from(jobPostings)).length).toBe(before);
    const edge = await posted(startup, internship(day(JOB_LIMITS.applyByDays), { startDate: day(0) }));
    expect(edge).toMatchObject({ applyBy: day(JOB_LIMITS.applyByDays), startDate: day(0) });
    const today = await posted(startup, internship(day(0)));
    expect(today.status).toBe('open');
  });

  it('holds a posting that asks for money (English and Hindi), the reason shown to its poster only', async () => {
    const english = await postJob(
      t.app,
      startup.token,
      internship(day(10), {
        description: 'Selected candidates pay a registration fee of Rs 500 before joining.',
      }),
    );
    expect(english.statusCode).toBe(201);
    expect(english.json().message).toBe(JOBS_WORDS.held);
    const job = english.json().job;
    expect(job.status).toBe('held');
    expect(job.heldReason).toMatch(/registration fee/i);
    expect((await stored(job._id)).status).toBe('held');

    const hindi = await postJob(
      t.app,
      startup.token,
      internship(day(10), { title: 'डेटा इंटर्न', description: 'चयन के बाद पंजीकरण शुल्क जमा करें।' }),
    );
    expect(hindi.json()).toMatchObject({ message: JOBS_WORDS.held, job: { status: 'held' } });
    expect(hindi.json().job.heldReason).toContain('पंजीकरण शुल्क');

    const byQuestion = await postJob(
      t.app,
      startup.token,
      fullTimeJob(day(10), { questions: ['Can you send the deposit to kisan@ybl today?'] }),
    );
    expect(byQuestion.json().job.status).toBe('held');

    for (const id of [job._id, hindi.json().job._id]) {
      const other = await call(jobsApi.get, seeker, { params: { jobId: id } });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: JOBS_WORDS.jobNotFound });
      expect(await boardIds(seeker)).not.toContain(id);
      const own = await call(jobsApi.get, startup, { params: { jobId: id } });
      expect(own.json().job.status).toBe('held');
    }
    const mine = (await call(jobsApi.mine, startup, { query: 'limit=50' })).json().data as Array<{
      _id: string;
      status: string;
    }>;
    expect(mine.find((item) => item._id === job._id)?.status).toBe('held');
    const reopen = await call(jobsApi.reopen, startup, { params: { jobId: job._id } });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({ message: JOBS_WORDS.cannotReopenHeld });
  });

  it('edits by the owner only, re-checked for money: an edit into asking holds it, and held stays held', async () => {
    const job = await posted(startup, internship(day(10)));
    const other = await signUpStartup(t.app, { name: 'Other Founder', project: 'Other' });
    const notYours = await call(jobsApi.update, other, {
      params: { jobId: job._id },
      body: internship(day(10), { title: 'Taken over' }),
    });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toEqual({ message: JOBS_WORDS.notYourJob });
    expect((await stored(job._id)).title).toBe('Growth intern');
    const unknown = await call(jobsApi.update, startup, {
      params: { jobId: '00000000-0000-4000-8000-000000000000' },
      body: internship(day(10)),
    });
    expect(unknown.statusCode).toBe(404);

    const edited = await call(jobsApi.update, startup, {
      params: { jobId: job._id },
      body: internship(day(20), { title: 'Growth and sales intern', workMode: 'remote' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: JOBS_WORDS.updated,
      job: { title: 'Growth and sales intern', applyBy: day(20), status: 'open', state: null, city: null },
    });
    expect(edited.json().job.updatedAt).not.toBeNull();

    const asking = await call(jobsApi.update, startup, {
      params: { jobId: job._id },
      body: internship(day(20), { description: 'Interns must pay a security deposit of ₹2,000.' }),
    });
    expect(asking.json()).toMatchObject({ message: JOBS_WORDS.held, job: { status: 'held' } });
    expect(asking.json().job.heldReason).toMatch(/security deposit/i);
    const clean = await call(jobsApi.update, startup, {
      params: { jobId: job._id },
      body: internship(day(20)),
    });
    expect(clean.statusCode).toBe(200);
    expect(clean.json().job).toMatchObject({ status: 'held' });
    expect(clean.json().job.heldReason).toMatch(/security deposit/i);
  });

  it('closes (409 unless open), stays readable when closed, reopens, and deletes softly', async () => {
    const job = await posted(startup, internship(day(10), { title: 'Closable' }));
    const byOther = await call(jobsApi.close, seeker, { params: { jobId: job._id } });
    expect(byOther.statusCode).toBe(403);
    const closed = await call(jobsApi.close, startup, { params: { jobId: job._id } });
    expect(closed.json()).toMatchObject({ message: JOBS_WORDS.closed, job: { status: 'closed' } });
    const again = await call(jobsApi.close, startup, { params: { jobId: job._id } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: JOBS_WORDS.notOpen });
    expect((await call(jobsApi.get, seeker, { params: { jobId: job._id } })).json().job.status).toBe(
      'closed',
    );
    expect(await boardIds(seeker)).not.toContain(job._id);
    const reopened = await call(jobsApi.reopen, startup, { params: { jobId: job._id } });
    expect(reopened.json()).toMatchObject({ message: JOBS_WORDS.reopened, job: { status: 'open' } });
    expect(await boardIds(seeker)).toContain(job._id);

    const removed = await call(jobsApi.remove, startup, { params: { jobId: job._id } });
    expect(removed.json()).toEqual({ success: true, message: JOBS_WORDS.deleted });
    expect((await stored(job._id)).deletedAt).not.toBeNull();
    for (const who of [seeker, startup]) {
      expect((await call(jobsApi.get, who, { params: { jobId: job._id } })).statusCode).toBe(404);
    }
    expect(await boardIds(seeker)).not.toContain(job._id);
    const mine = (await call(jobsApi.mine, startup, { query: 'limit=50' })).json().data as Array<{
      _id: string;
    }>;
    expect(mine.map((item) => item._id)).not.toContain(job._id);
    for (const endpoint of [jobsApi.close, jobsApi.reopen, jobsApi.remove]) {
      expect((await call(endpoint, startup, { params: { jobId: job._id } })).statusCode).toBe(404);
    }
    expect((await call(jobsApi.save, seeker, { params: { jobId: job._id } })).statusCode).toBe(404);
  });

  it('reads a posting past its apply-by date as expired: off the board, not closable, reopened by a new date', async () => {
    const job = await posted(startup, internship(day(0), { title: 'Last day' }));
    expect(await boardIds(seeker)).toContain(job._id);
    clock.advance(DAY_MS);
    try {
      const read = await call(jobsApi.get, seeker, { params: { jobId: job._id } });
      expect(read.statusCode).toBe(200);
      expect(read.json().job.status).toBe('expired');
      expect(await boardIds(seeker)).not.toContain(job._id);
      const close = await call(jobsApi.close, startup, { params: { jobId: job._id } });
      expect(close.statusCode).toBe(409);
      const reopen = await call(jobsApi.reopen, startup, { params: { jobId: job._id } });
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json()).toEqual({ message: JOBS_WORDS.cannotReopenExpired });
      // An edit that keeps the old date is allowed; a new one opens it again.
      const kept = await call(jobsApi.update, startup, {
        params: { jobId: job._id },
        body: internship(day(-1), { title: 'Last day (edited)' }),
      });
      expect(kept.json().job.status).toBe('expired');
      const renewed = await call(jobsApi.update, startup, {
        params: { jobId: job._id },
        body: internship(day(7), { title: 'Last day' }),
      });
      expect(renewed.json().job.status).toBe('open');
      expect(await boardIds(seeker)).toContain(job._id);
    } finally {
      clock.advance(-DAY_MS);
    }
  });

  it('shows the startup’s newest video on the posting’s page (its pitch), not one a moderator hid', async () => {
    const founder = await signUpStartup(t.app, { project: 'PitchKart' });
    const job = await posted(founder, fullTimeJob(day(10), { title: 'With a pitch' }));
    const page = async () => (await call(jobsApi.get, seeker, { params: { jobId: job._id } })).json().job;
    expect((await page()).startupVideo).toBeNull();
    const upload = async (title: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: API.addVideo,
        headers: bearer(founder.token),
        payload: formData(
          { title, description: 'Demo day' },
          { video: { data: await mp4Video(), name: 'pitch.mp4', type: 'video/mp4' } },
        ),
      });
      expect(response.statusCode, response.body).toBe(201);
      clock.advance(1000);
      return (response.json() as { video: { _id: string } }).video._id;
    };
    await upload('Our first pitch');
    const newest = await upload('Our pitch, take two');
    expect(await page()).toMatchObject({
      startupVideo: {
        _id: newest,
        title: 'Our pitch, take two',
        videoUrl: expect.stringContaining('/media/'),
        stream: { state: 'queued', url: null },
        captions: [],
      },
    });
    // Its ladder and captions, once made, come as a Video's do (issue 27).
    const streamed = await streamWithCaptions(t.database.db, newest);
    expect((await page()).startupVideo).toMatchObject({ _id: newest, ...streamed });
    await t.database.db.update(videos).set({ hiddenAt: clock.now() }).where(eq(videos.id, newest));
    expect((await page()).startupVideo).toMatchObject({ title: 'Our first pitch' });
    // A list's card carries no video.
    const card = (
      (await call(jobsApi.list, seeker, { query: 'q=With%20a%20pitch' })).json().data as object[]
    )[0];
    expect(card).not.toHaveProperty('startupVideo');
  });

  it('keeps the pitch with its posting: a block either way or a suspended poster leaves neither (404)', async () => {
    const founder = await signUpStartup(t.app, { name: 'Pitch Founder', project: 'PitchCo' });
    const job = await posted(founder, fullTimeJob(day(10), { title: 'Pitch guarded' }));
    const [pitch] = await t.database.db
      .insert(videos)
      .values({
        userId: founder.id,
        title: 'PitchCo demo day',
        description: 'Two minutes',
        storageKey: `videos/${founder.id}.mp4`,
        mimeType: 'video/mp4',
        sizeBytes: 1000,
      })
      .returning({ id: videos.id });
    const viewer = await signUpUser(t.app, 'Jobseeker');
    const page = (who: Caller) => call(jobsApi.get, who, { params: { jobId: job._id } });
    /** The job's page as `who` gets it: 404 with the job-not-found words, and not a word of the pitch. */
    const unreadable = async (who: Caller) => {
      const response = await page(who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: JOBS_WORDS.jobNotFound });
      expect(response.body).not.toContain(pitch!.id);
      expect(response.body).not.toContain('PitchCo demo day');
    };
    expect((await page(viewer)).json().job.startupVideo).toMatchObject({
      _id: pitch!.id,
      title: 'PitchCo demo day',
    });

    const block = (by: Caller, whom: Caller, method: 'PUT' | 'DELETE') =>
      call(method === 'PUT' ? blocksApi.block : blocksApi.unblock, by, { params: { userId: whom.id } });
    for (const [by, whom] of [
      [viewer, founder],
      [founder, viewer],
    ] as const) {
      expect((await block(by, whom, 'PUT')).statusCode).toBe(200);
      await unreadable(viewer);
      // The block is between the two of them: anyone else still sees the posting and its pitch.
      expect((await page(seeker)).json().job.startupVideo).toMatchObject({ _id: pitch!.id });
      expect((await block(by, whom, 'DELETE')).statusCode).toBe(200);
    }

    // A moderator hiding the only video leaves the posting without a pitch.
    await t.database.db.update(videos).set({ hiddenAt: clock.now() }).where(eq(videos.id, pitch!.id));
    expect((await page(viewer)).json().job.startupVideo).toBeNull();
    await t.database.db.update(videos).set({ hiddenAt: null }).where(eq(videos.id, pitch!.id));

    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, founder.id));
    await unreadable(viewer);
    await unreadable(seeker);
  });

  it('counts views of others, never the owner’s', async () => {
    const job = await posted(startup, fullTimeJob(day(10), { title: 'Viewed' }));
    await call(jobsApi.get, startup, { params: { jobId: job._id } });
    expect((await stored(job._id)).views).toBe(0);
    await call(jobsApi.get, seeker, { params: { jobId: job._id } });
    await call(jobsApi.get, seeker, { params: { jobId: job._id } });
    expect((await stored(job._id)).views).toBe(2);
  });

  it('saves (idempotent), lists saved jobs closing soonest first, unsaves; 404 for what one may not read', async () => {
    const later = await posted(startup, internship(day(30), { title: 'Save later' }));
    const sooner = await posted(startup, fullTimeJob(day(3), { title: 'Save sooner' }));
    for (const id of [later._id, later._id, sooner._id]) {
      const saved = await call(jobsApi.save, seeker, { params: { jobId: id } });
      expect(saved.json()).toEqual({ success: true, message: JOBS_WORDS.saved });
    }
    expect(await t.database.db.select().from(savedJobs).where(eq(savedJobs.userId, seeker.id))).toHaveLength(
      2,
    );
    const list = (await call(jobsApi.saved, seeker, { query: 'limit=1' })).json();
    expect(list.data.map((job: { _id: string }) => job._id)).toEqual([sooner._id]);
    expect(list.data[0].saved).toBe(true);
    const next = (await call(jobsApi.saved, seeker, { query: `limit=1&cursor=${list.nextCursor}` })).json();
    expect(next.data.map((job: { _id: string }) => job._id)).toEqual([later._id]);
    expect(next.nextCursor).toBeNull();
    expect((await call(jobsApi.get, seeker, { params: { jobId: later._id } })).json().job.saved).toBe(true);

    // Held by an edit: gone from the saved list.
    await call(jobsApi.update, startup, {
      params: { jobId: sooner._id },
      body: fullTimeJob(day(3), { description: 'You must pay a training fee first.' }),
    });
    const afterHold = (await call(jobsApi.saved, seeker)).json().data as Array<{ _id: string }>;
    expect(afterHold.map((job) => job._id)).toEqual([later._id]);

    const unsaved = await call(jobsApi.unsave, seeker, { params: { jobId: later._id } });
    expect(unsaved.json()).toEqual({ success: true, message: JOBS_WORDS.unsaved });
    expect((await call(jobsApi.saved, seeker)).json().data).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(jobsApi.save, seeker, { params: { jobId: unknown } })).statusCode).toBe(404);
    expect((await call(jobsApi.unsave, seeker, { params: { jobId: unknown } })).statusCode).toBe(404);
    expect((await call(jobsApi.save, seeker, { params: { jobId: sooner._id } })).statusCode).toBe(404);
    const bad = await call(jobsApi.get, seeker, { params: { jobId: 'not-a-uuid' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: JOBS_WORDS.jobNotFound });
  });

  it('shows the viewer’s application, and the owner how many applied', async () => {
    const job = await posted(startup, internship(day(10), { title: 'Applied to' }));
    const [application] = await t.database.db
      .insert(jobApplications)
      .values({
        jobId: job._id,
        applicantId: seeker.id,
        history: [{ status: 'applied', at: new Date().toISOString() }],
      })
      .returning({ id: jobApplications.id });
    const seen = (await call(jobsApi.get, seeker, { params: { jobId: job._id } })).json().job;
    expect(seen.application).toEqual({ _id: application!.id, status: 'applied' });
    expect(seen.applicationsCount).toBeNull();
    const own = (await call(jobsApi.get, startup, { params: { jobId: job._id } })).json().job;
    expect(own).toMatchObject({ applicationsCount: 1, application: null });
    const mine = (await call(jobsApi.mine, startup, { query: 'limit=50' })).json().data as Array<{
      _id: string;
      applicationsCount: number;
    }>;
    expect(mine.find((item) => item._id === job._id)?.applicationsCount).toBe(1);
  });

  it('hides postings of a poster blocked either way, suspended or erased (get 404, save 404)', async () => {
    const poster = await signUpStartup(t.app, { name: 'Hidden Founder', project: 'HiddenCo' });
    const job = await posted(poster, internship(day(10), { title: 'Hidden soon' }));
    const viewer = await signUpUser(t.app, 'Jobseeker');
    const visible = () => call(jobsApi.get, viewer, { params: { jobId: job._id } });
    expect((await visible()).statusCode).toBe(200);

    const block = (by: Caller, whom: Caller, method: 'PUT' | 'DELETE') =>
      call(method === 'PUT' ? blocksApi.block : blocksApi.unblock, by, { params: { userId: whom.id } });
    for (const [by, whom] of [
      [viewer, poster],
      [poster, viewer],
    ] as const) {
      expect((await block(by, whom, 'PUT')).statusCode).toBe(200);
      expect((await visible()).statusCode).toBe(404);
      expect((await call(jobsApi.save, viewer, { params: { jobId: job._id } })).statusCode).toBe(404);
      expect(await boardIds(viewer)).not.toContain(job._id);
      expect((await block(by, whom, 'DELETE')).statusCode).toBe(200);
      expect((await visible()).statusCode).toBe(200);
    }

    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, poster.id));
    expect((await visible()).statusCode).toBe(404);
    expect(await boardIds(viewer)).not.toContain(job._id);
    await t.database.db
      .update(users)
      .set({ suspendedAt: null, deletedAt: new Date() })
      .where(eq(users.id, poster.id));
    expect((await visible()).statusCode).toBe(404);
    expect(await boardIds(viewer)).not.toContain(job._id);
  });

  it('allows at most the open postings’ limit at once (also on reopen), and the daily limit in any 24 hours', async () => {
    const busy = await signUpStartup(t.app, { name: 'Busy Founder', project: 'BusyCo' });
    const ids: string[] = [];
    for (let i = 0; i < JOB_LIMITS.openPerStartup; i += 1)
      ids.push((await posted(busy, fullTimeJob(day(10), { title: `Role ${i}` })))._id);
    const eleventh = await postJob(t.app, busy.token, fullTimeJob(day(10)));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: JOBS_WORDS.openLimit });
    await call(jobsApi.close, busy, { params: { jobId: ids[0]! } });
    await posted(busy, fullTimeJob(day(10), { title: 'Role 10' }));
    const reopen = await call(jobsApi.reopen, busy, { params: { jobId: ids[0]! } });
    expect(reopen.statusCode).toBe(429);
    expect(reopen.json()).toEqual({ message: JOBS_WORDS.openLimit });
    expect((await stored(ids[0]!)).status).toBe('closed');

    // Close them all and keep posting: the 21st new posting in 24 hours is refused.
    const open = (await call(jobsApi.mine, busy, { query: 'limit=50' })).json().data as Array<{
      _id: string;
      status: string;
    }>;
    for (const job of open.filter((item) => item.status === 'open'))
      await call(jobsApi.close, busy, { params: { jobId: job._id } });
    let made = JOB_LIMITS.openPerStartup + 1;
    while (made < JOB_LIMITS.postingsPerDay) {
      const job = await posted(busy, fullTimeJob(day(10), { title: `More ${made}` }));
      await call(jobsApi.close, busy, { params: { jobId: job._id } });
      made += 1;
    }
    const tooMany = await postJob(t.app, busy.token, fullTimeJob(day(10)));
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual({ message: JOBS_WORDS.dailyPostingLimit });
    clock.advance(DAY_MS + 60_000);
    try {
      await posted(busy, fullTimeJob(day(10), { title: 'Next day' }));
    } finally {
      clock.advance(-(DAY_MS + 60_000));
    }
  });
});
