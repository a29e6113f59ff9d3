import {
  API,
  APPLICATION_STATUSES,
  type ApplicationUpdatedEvent,
  BLOCKS_WORDS,
  JOB_LIMITS,
  JOBS_WORDS,
  NOTIFICATION_EMAILS,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { jobApplications, jobPostings, videos } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { streamWithCaptions } from '../../test/content.ts';
import {
  applyTo,
  moveAs,
  myApplicationsOf,
  notificationsOf,
  storePosting,
  trackerOf,
  withdrawAs,
} from '../../test/job-applications.ts';
import { indiaDayFrom } from '../../test/job-postings.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const HOUR = 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe(`job applications: applying, moves, withdrawing, the tracker (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  // 10:00 in India on 14 July 2025.
  const clock = manualClock(new Date('2025-07-14T04:30:00Z'));
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.container.clock = clock;
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  const day = (days: number) => indiaDayFrom(clock.now(), days);
  const startup = (name = 'Asha') =>
    signUpWithProfile(t.app, 'Hustler', { Username: name, project: 'KisanKart' });
  const seeker = (name = 'Ravi') => signUpWithProfile(t.app, 'Jobseeker', { Username: name });
  const posting = (owner: Person, changes: Partial<typeof jobPostings.$inferInsert> = {}) =>
    storePosting(t.database.db, owner.id, { applyBy: day(10), createdAt: clock.now(), ...changes });
  const ANSWERS = { answers: ['My family farms wheat in Sehore.'] };
  /** Applies and answers the new application's id (throws unless it is taken). */
  const applied = async (person: Person, jobId: string, body: object = ANSWERS) => {
    const response = await applyTo(t.app, person, jobId, body as Record<string, unknown>);
    if (response.statusCode !== 201) throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
    return response.json().application._id as string;
  };
  const stored = async (applicationId: string) => {
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId));
    return row!;
  };
  const countApplications = async (jobId: string) =>
    (await t.database.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).length;
  const block = (blocker: Person, blocked: Person) =>
    t.app.inject({ method: 'PUT', url: `/api/blocks/${blocked.id}`, headers: bearer(blocker.token) });
  const answer = (response: { statusCode: number; json(): { message?: string } }) => [
    response.statusCode,
    response.json().message,
  ];

  describe('applying', () => {
    it('a job seeker applies in one step: 201, the application with its job card, the startup told', async () => {
      const asha = await startup('Asha');
      const ravi = await seeker('Ravi');
      const jobId = await posting(asha, { title: 'Field sales intern' });
      const response = await applyTo(t.app, ravi, jobId, { note: 'I can start Monday.', ...ANSWERS });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: JOBS_WORDS.applied,
        application: {
          jobId,
          status: 'applied',
          history: [{ status: 'applied', at: clock.now().toISOString() }],
          note: 'I can start Monday.',
          answers: ANSWERS.answers,
          video: null,
          rejectReason: null,
          createdAt: clock.now().toISOString(),
          job: {
            _id: jobId,
            title: 'Field sales intern',
            status: 'open',
            startup: { _id: asha.id, profiledetails: { Username: 'Asha' } },
            application: { _id: body.application._id, status: 'applied' },
          },
        },
      });
      expect((await stored(body.application._id)).applicantId).toBe(ravi.id);
      expect(await notificationsOf(t.database.db, asha.id)).toEqual([
        {
          type: 'job-application',
          params: { key: 'jobApplication', args: ['Ravi', 'Field sales intern'] },
          actor_id: ravi.id,
          // The startup's notice names the posting: it opens its applicants.
          entity_id: jobId,
        },
      ]);
      // Job applications mail by default (the `jobs` kind), in the startup's language.
      expect(
        t.mails.filter((mail) => mail.to === asha.email && mail.subject === NOTIFICATION_EMAILS.subject.jobs),
      ).toEqual([expect.objectContaining({ text: expect.stringContaining('Ravi applied to your job') })]);
    });

    it('only job seekers apply (403), and nothing is stored', async () => {
      const asha = await startup();
      const jobId = await posting(asha);
      for (const role of ['Hustler', 'Investor', 'Cofounder'] as const) {
        const person = await signUpUser(t.app, role);
        expect(answer(await applyTo(t.app, person, jobId, ANSWERS))).toEqual([
          403,
          JOBS_WORDS.onlyJobseekersApply,
        ]);
      }
      expect(await countApplications(jobId)).toBe(0);
    });

    it('one application per job and person: again 409, and two at once store one', async () => {
      const asha = await startup();
      const ravi = await seeker();
      const jobId = await posting(asha);
      await applied(ravi, jobId);
      expect(answer(await applyTo(t.app, ravi, jobId, ANSWERS))).toEqual([409, JOBS_WORDS.alreadyApplied]);
      const meera = await seeker('Meera');
      const other = await posting(asha);
      const both = await Promise.all([
        applyTo(t.app, meera, other, ANSWERS),
        applyTo(t.app, meera, other, ANSWERS),
      ]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((response) => response.statusCode === 409)!.json().message).toBe(
        JOBS_WORDS.alreadyApplied,
      );
      expect(await countApplications(other)).toBe(1);
    });

    it('every screening question needs an answer (400); a posting without questions takes none', async () => {
      const asha = await startup();
      const ravi = await seeker();
      const jobId = await posting(asha, { questions: ['Why agriculture?', 'Can you ride a scooter?'] });
      for (const answers of [[], ['Yes'], ['Yes', ''], ['Yes', '   '], ['Yes', 'Yes', 'Yes']])
        expect(answer(await applyTo(t.app, ravi, jobId, { answers }))).toEqual([
          400,
          JOBS_WORDS.answersRequired,
        ]);
      expect(
        answer(await applyTo(t.app, ravi, jobId, { answers: ['Yes', 'x'.repeat(JOB_LIMITS.answer + 1)] })),
      ).toEqual([400, JOBS_WORDS.answerTooLong]);
      expect(
        answer(
          await applyTo(t.app, ravi, jobId, {
            answers: ['Yes', 'Yes'],
            note: 'n'.repeat(JOB_LIMITS.note + 1),
          }),
        ),
      ).toEqual([400, JOBS_WORDS.noteTooLong]);
      expect(await countApplications(jobId)).toBe(0);
      await applied(ravi, jobId, { answers: ['Roots.', 'Yes, with a licence.'] });
      const open = await posting(asha, { questions: [] });
      await applied(ravi, open, {});
    });

    it("the video must be the applicant's own (400 otherwise); their own comes with the application", async () => {
      const asha = await startup();
      const ravi = await seeker();
      const jobId = await posting(asha);
      const video = async (owner: Person, hidden = false) => {
        const [row] = await t.database.db
          .insert(videos)
          .values({
            userId: owner.id,
            title: 'About me',
            description: 'Two minutes',
            storageKey: `videos/${owner.id}.mp4`,
            mimeType: 'video/mp4',
            sizeBytes: 1000,
            hiddenAt: hidden ? clock.now() : null,
          })
          .returning({ id: videos.id });
        return row!.id;
      };
      for (const videoId of [await video(asha), await video(ravi, true), UNKNOWN_ID, 'not-a-uuid'])
        expect(answer(await applyTo(t.app, ravi, jobId, { ...ANSWERS, videoId }))).toEqual([
          400,
          JOBS_WORDS.videoNotYours,
        ]);
      const mine = await video(ravi);
      const response = await applyTo(t.app, ravi, jobId, { ...ANSWERS, videoId: mine });
      expect(response.statusCode).toBe(201);
      expect(response.json().application.video).toEqual({
        _id: mine,
        title: 'About me',
        videoUrl: `/media/videos/${ravi.id}.mp4`,
        posterUrl: null,
        stream: { state: 'queued', url: null },
        captions: [],
      });
      // Its ladder and captions, once made, come as a Video's do (issue 27): to the applicant and the startup.
      const streamed = await streamWithCaptions(t.database.db, mine);
      const sent = { _id: mine, title: 'About me', ...streamed };
      expect((await myApplicationsOf(t.app, ravi)).json().data[0].video).toMatchObject(sent);
      expect((await trackerOf(t.app, asha, jobId)).json().data[0].video).toMatchObject(sent);
    });

    it('closed and expired postings take none (409); held, deleted, unknown or a suspended startup: 404', async () => {
      const asha = await startup();
      const ravi = await seeker();
      const closed = await posting(asha, { status: 'closed' });
      const expired = await posting(asha, { applyBy: day(-1) });
      const lastDay = await posting(asha, { applyBy: day(0) });
      const held = await posting(asha, { status: 'held', heldReason: 'registration fee' });
      const deleted = await posting(asha, { deletedAt: clock.now() });
      for (const jobId of [closed, expired])
        expect(answer(await applyTo(t.app, ravi, jobId, ANSWERS))).toEqual([409, JOBS_WORDS.notOpen]);
      for (const jobId of [held, deleted, UNKNOWN_ID])
        expect(answer(await applyTo(t.app, ravi, jobId, ANSWERS))).toEqual([404, JOBS_WORDS.jobNotFound]);
      // The apply-by date is the last day, in India's calendar.
      await applied(ravi, lastDay);
      const suspended = await startup('Suspended');
      const theirs = await posting(suspended);
      await t.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
      expect(answer(await applyTo(t.app, ravi, theirs, ANSWERS))).toEqual([404, JOBS_WORDS.jobNotFound]);
    });

    it('a block either way hides the posting from the applicant (404)', async () => {
      const asha = await startup();
      const ravi = await seeker();
      const meera = await seeker('Meera');
      const jobId = await posting(asha);
      await block(ravi, asha);
      await block(asha, meera);
      for (const person of [ravi, meera])
        expect(answer(await applyTo(t.app, person, jobId, ANSWERS))).toEqual([404, JOBS_WORDS.jobNotFound]);
      expect(await countApplications(jobId)).toBe(0);
    });

    it(`at most ${JOB_LIMITS.applicationsPerDay} applications in any 24 hours (429), withdrawn ones counted`, async () => {
      const asha = await startup();
      const ravi = await seeker();
      const jobs = await Promise.all(
        Array.from({ length: JOB_LIMITS.applicationsPerDay + 1 }, () => posting(asha, { questions: [] })),
      );
      const first = await applied(ravi, jobs[0]!, {});
      expect((await withdrawAs(t.app, ravi, first)).statusCode).toBe(200);
      clock.advance(HOUR);
      for (const jobId of jobs.slice(1, JOB_LIMITS.applicationsPerDay)) await applied(ravi, jobId, {});
      const last = jobs.at(-1)!;
      expect(answer(await applyTo(t.app, ravi, last, {}))).toEqual([429, JOBS_WORDS.applicationsDailyLimit]);
      // 24 hours after the first, it has left the window.
      clock.advance(23 * HOUR + 1);
      await applied(ravi, last, {});
    });
  });

  describe("the startup's moves and the applicant's withdrawal", () => {
    async function applicationOn(changes: Partial<typeof jobPostings.$inferInsert> = {}) {
      const asha = await startup('Asha');
      const ravi = await seeker('Ravi');
      const jobId = await posting(asha, { title: 'Field sales intern', ...changes });
      const id = await applied(ravi, jobId);
      return { asha, ravi, jobId, id };
    }

    it('walks the timeline in order, each move on the history; the first stamps answered_at', async () => {
      const { asha, ravi, id } = await applicationOn();
      const appliedAt = clock.now();
      clock.advance(3 * HOUR);
      const viewed = await moveAs(t.app, asha, id, 'view');
      expect(viewed.statusCode).toBe(200);
      expect(viewed.json()).toMatchObject({
        success: true,
        message: JOBS_WORDS.moved,
        application: {
          _id: id,
          status: 'viewed',
          applicant: { _id: ravi.id, profiledetails: { Username: 'Ravi' } },
        },
      });
      expect(viewed.json().application.completeness).toEqual(expect.any(Number));
      const viewedAt = clock.now();
      const steps = ['shortlist', 'interview', 'offer', 'hire'] as const;
      for (const move of steps) {
        clock.advance(HOUR);
        expect((await moveAs(t.app, asha, id, move)).statusCode).toBe(200);
      }
      const row = await stored(id);
      expect(row.status).toBe('hired');
      expect(row.answeredAt?.toISOString()).toBe(viewedAt.toISOString());
      expect(row.history.map((step) => step.status)).toEqual([
        'applied',
        'viewed',
        'shortlisted',
        'interview',
        'offer',
        'hired',
      ]);
      expect(row.history[0]!.at).toBe(appliedAt.toISOString());
      // Hired is an end: no move, no withdrawal.
      expect(answer(await moveAs(t.app, asha, id, 'reject'))).toEqual([409, JOBS_WORDS.illegalMove]);
      expect(answer(await withdrawAs(t.app, ravi, id))).toEqual([409, JOBS_WORDS.illegalMove]);
    });

    it('out of order is 409; the applicant or another startup moving is 403; unknown 404 or 400', async () => {
      const { asha, ravi, id } = await applicationOn();
      const other = await startup('Other');
      for (const move of ['interview', 'offer', 'hire'])
        expect(answer(await moveAs(t.app, asha, id, move))).toEqual([409, JOBS_WORDS.illegalMove]);
      for (const person of [ravi, other])
        expect(answer(await moveAs(t.app, person, id, 'shortlist'))).toEqual([
          403,
          JOBS_WORDS.onlyStartupMoves,
        ]);
      expect(answer(await moveAs(t.app, asha, UNKNOWN_ID, 'view'))).toEqual([
        404,
        JOBS_WORDS.applicationNotFound,
      ]);
      expect(answer(await moveAs(t.app, asha, id, 'promote'))).toEqual([400, JOBS_WORDS.illegalMove]);
      // Shortlisting straight from applied is allowed; viewing after that is not.
      expect((await moveAs(t.app, asha, id, 'shortlist')).statusCode).toBe(200);
      expect(answer(await moveAs(t.app, asha, id, 'view'))).toEqual([409, JOBS_WORDS.illegalMove]);
      expect((await stored(id)).history.map((step) => step.status)).toEqual(['applied', 'shortlisted']);
    });

    it('reject keeps its reason and tells the applicant; a reason too long is 400', async () => {
      const { asha, ravi, id } = await applicationOn();
      expect(
        answer(await moveAs(t.app, asha, id, 'reject', { reason: 'r'.repeat(JOB_LIMITS.rejectReason + 1) })),
      ).toEqual([400, JOBS_WORDS.rejectReasonTooLong]);
      const rejected = await moveAs(t.app, asha, id, 'reject', { reason: 'We need someone in Indore.' });
      expect(rejected.json().application).toMatchObject({
        status: 'notSelected',
        rejectReason: 'We need someone in Indore.',
      });
      expect((await stored(id)).rejectReason).toBe('We need someone in Indore.');
      expect((await notificationsOf(t.database.db, ravi.id)).at(-1)).toEqual({
        type: 'application-update',
        params: {
          key: 'applicationUpdate',
          args: ['Asha', 'Field sales intern', 'notSelected', 'We need someone in Indore.'],
        },
        actor_id: asha.id,
        entity_id: id,
      });
      expect(answer(await moveAs(t.app, asha, id, 'reject'))).toEqual([409, JOBS_WORDS.illegalMove]);
      // A rejection without a reason says none.
      const second = await applicationOn();
      const plain = await moveAs(t.app, second.asha, second.id, 'reject');
      expect(plain.json().application).toMatchObject({ status: 'notSelected', rejectReason: null });
    });

    it('every move tells the applicant, in the app and by email', async () => {
      const { asha, ravi, id } = await applicationOn();
      await moveAs(t.app, asha, id, 'view');
      await moveAs(t.app, asha, id, 'shortlist');
      expect((await notificationsOf(t.database.db, ravi.id)).map((note) => note.params.args[2])).toEqual([
        'viewed',
        'shortlisted',
      ]);
      expect(
        t.mails.filter((mail) => mail.to === ravi.email && mail.subject === NOTIFICATION_EMAILS.subject.jobs),
      ).toHaveLength(2);
    });

    it('only the applicant withdraws (403), only while under way (409); the startup is told', async () => {
      const { asha, ravi, id } = await applicationOn();
      await moveAs(t.app, asha, id, 'shortlist');
      const meera = await seeker('Meera');
      expect(answer(await withdrawAs(t.app, meera, id))).toEqual([403, JOBS_WORDS.onlyApplicantWithdraws]);
      expect(answer(await withdrawAs(t.app, asha, id))).toEqual([403, JOBS_WORDS.onlyApplicantWithdraws]);
      expect(answer(await withdrawAs(t.app, ravi, UNKNOWN_ID))).toEqual([
        404,
        JOBS_WORDS.applicationNotFound,
      ]);
      const withdrawn = await withdrawAs(t.app, ravi, id);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toMatchObject({
        message: JOBS_WORDS.withdrawn,
        application: { _id: id, status: 'withdrawn', job: { title: 'Field sales intern' } },
      });
      expect(answer(await withdrawAs(t.app, ravi, id))).toEqual([409, JOBS_WORDS.illegalMove]);
      expect(answer(await moveAs(t.app, asha, id, 'interview'))).toEqual([409, JOBS_WORDS.illegalMove]);
      expect((await notificationsOf(t.database.db, asha.id)).map((note) => note.params)).toEqual([
        { key: 'jobApplication', args: ['Ravi', 'Field sales intern'] },
        { key: 'applicationWithdrawn', args: ['Ravi', 'Field sales intern'] },
      ]);
    });

    it('across a block: the startup cannot move it (403), and a withdrawal tells nobody', async () => {
      const { asha, ravi, id } = await applicationOn();
      await block(ravi, asha);
      expect(answer(await moveAs(t.app, asha, id, 'view'))).toEqual([403, BLOCKS_WORDS.blockedYou]);
      expect((await withdrawAs(t.app, ravi, id)).statusCode).toBe(200);
      expect((await notificationsOf(t.database.db, asha.id)).map((note) => note.params.key)).toEqual([
        'jobApplication',
      ]);
    });

    it('a deleted posting: its applications cannot be moved (404), the applicant may still withdraw', async () => {
      const { asha, ravi, jobId, id } = await applicationOn();
      await t.database.db
        .update(jobPostings)
        .set({ deletedAt: clock.now() })
        .where(eq(jobPostings.id, jobId));
      expect(answer(await moveAs(t.app, asha, id, 'view'))).toEqual([404, JOBS_WORDS.applicationNotFound]);
      expect((await withdrawAs(t.app, ravi, id)).statusCode).toBe(200);
    });

    it('shortlisting opens a conversation: the first message skips the stranger’s request', async () => {
      const send = (from: Person, to: Person) =>
        t.app.inject({
          method: 'POST',
          url: API.conversation(to.id),
          headers: bearer(from.token),
          payload: { text: 'Can you come in on Monday?' },
        });
      const states = async (a: Person, b: Person) =>
        Object.fromEntries(
          (
            await rowsOf<{ user_id: string; state: string }>(
              t.database.db,
              sql`select user_id, state from conversations where (user_id, partner_id) in ((${a.id}, ${b.id}), (${b.id}, ${a.id}))`,
            )
          ).map((row) => [row.user_id, row.state]),
        );
      const { asha, ravi, id } = await applicationOn();
      await moveAs(t.app, asha, id, 'shortlist');
      expect((await send(asha, ravi)).statusCode).toBe(201);
      expect(await states(asha, ravi)).toEqual({ [asha.id]: 'inbox', [ravi.id]: 'inbox' });
      // Only viewed: still a stranger's request.
      const second = await applicationOn();
      await moveAs(t.app, second.asha, second.id, 'view');
      expect((await send(second.asha, second.ravi)).statusCode).toBe(201);
      expect(await states(second.asha, second.ravi)).toEqual({
        [second.asha.id]: 'inbox',
        [second.ravi.id]: 'request',
      });
    });

    it('both sides get applicationUpdated live on applying and every move; nobody else does', async () => {
      const asha = await startup();
      const ravi = await seeker();
      const stranger = await seeker('Stranger');
      const jobId = await posting(asha);
      const sockets = await Promise.all(
        [asha, ravi, stranger].map((person) => connectSocket(url, person.token)),
      );
      const [toAsha, toRavi, toStranger] = sockets.map((socket) =>
        collect<[ApplicationUpdatedEvent]>(socket, SOCKET_EVENTS.applicationUpdated),
      );
      try {
        const id = await applied(ravi, jobId);
        await waitFor(() => toAsha!.length === 1 && toRavi!.length === 1);
        await moveAs(t.app, asha, id, 'view');
        await moveAs(t.app, asha, id, 'shortlist');
        await waitFor(() => toAsha!.length === 3 && toRavi!.length === 3);
        for (const seen of [toAsha!, toRavi!])
          expect(seen.map(([event]) => event)).toEqual(
            ['applied', 'viewed', 'shortlisted'].map((status) => ({ applicationId: id, jobId, status })),
          );
        expect(toStranger).toEqual([]);
        // Across a block the withdrawal reaches only the one who made it.
        expect((await block(asha, ravi)).statusCode).toBe(200);
        expect((await withdrawAs(t.app, ravi, id)).statusCode).toBe(200);
        await waitFor(() => toRavi!.length === 4);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(toAsha).toHaveLength(3);
      } finally {
        for (const socket of sockets) socket.close();
      }
    });
  });

  describe('the tracker and my applications', () => {
    it("the startup's tracker: every status counted, the figures, newest first, a status filter, pages", async () => {
      const asha = await startup();
      const jobId = await posting(asha, { views: 42 });
      const people = await Promise.all(['A', 'B', 'C', 'D'].map((name) => seeker(name)));
      const ids: string[] = [];
      for (const person of people) {
        ids.push(await applied(person, jobId));
        clock.advance(HOUR);
      }
      // First answers after 2 h (A, viewed then shortlisted) and 4 h (B, rejected): median 3 h.
      const [a, b, c] = ids;
      const appliedAt = async (id: string) => (await stored(id)).createdAt.getTime();
      clock.set(new Date((await appliedAt(a!)) + 2 * HOUR));
      await moveAs(t.app, asha, a!, 'view');
      await moveAs(t.app, asha, a!, 'shortlist');
      clock.set(new Date((await appliedAt(b!)) + 4 * HOUR));
      await moveAs(t.app, asha, b!, 'reject');
      await withdrawAs(t.app, people[2]!, c!);
      clock.advance(HOUR);

      const response = await trackerOf(t.app, asha, jobId);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body.counts).sort()).toEqual([...APPLICATION_STATUSES].sort());
      expect(body.counts).toMatchObject({
        applied: 1,
        viewed: 0,
        shortlisted: 1,
        notSelected: 1,
        withdrawn: 1,
        hired: 0,
        noResponse: 0,
      });
      expect(body.figures).toEqual({ views: 42, applications: 4, medianFirstAnswerHours: 3 });
      expect(body.job).toMatchObject({ _id: jobId, applicationsCount: 4, questions: ['Why agriculture?'] });
      expect(body.data.map((row: { _id: string }) => row._id)).toEqual([...ids].reverse());
      expect(body.data[0]).toMatchObject({
        applicant: { _id: people[3]!.id, profiledetails: { Username: 'D' } },
        answers: ANSWERS.answers,
      });

      const shortlisted = (await trackerOf(t.app, asha, jobId, '?status=shortlisted')).json();
      expect(shortlisted.data.map((row: { _id: string }) => row._id)).toEqual([a]);
      expect(shortlisted.counts.applied).toBe(1);
      expect((await trackerOf(t.app, asha, jobId, '?status=hiredd')).statusCode).toBe(400);

      const first = (await trackerOf(t.app, asha, jobId, '?limit=3')).json();
      expect(first.data).toHaveLength(3);
      const second = (await trackerOf(t.app, asha, jobId, `?limit=3&cursor=${first.nextCursor}`)).json();
      expect(second.data.map((row: { _id: string }) => row._id)).toEqual([a]);
      expect(second.nextCursor).toBeNull();

      // Suspended applicants, and those blocked either way, are left out of the list and the counts.
      await t.database.db.execute(sql`update users set suspended_at = now() where id = ${people[3]!.id}`);
      await block(asha, people[0]!);
      const after = (await trackerOf(t.app, asha, jobId)).json();
      expect(after.data.map((row: { _id: string }) => row._id)).toEqual([c, b]);
      expect(after.figures.applications).toBe(2);
      expect(after.counts.applied).toBe(0);
    });

    it('a job nobody answered yet has a null median; only its startup opens the tracker', async () => {
      const asha = await startup();
      const other = await startup('Other');
      const ravi = await seeker();
      const jobId = await posting(asha);
      await applied(ravi, jobId);
      const body = (await trackerOf(t.app, asha, jobId)).json();
      expect(body.figures).toEqual({ views: 0, applications: 1, medianFirstAnswerHours: null });
      // Opening the tracker views nothing.
      expect(body.data[0].status).toBe('applied');
      for (const person of [other, ravi])
        expect(answer(await trackerOf(t.app, person, jobId))).toEqual([403, JOBS_WORDS.notYourJob]);
      expect(answer(await trackerOf(t.app, asha, UNKNOWN_ID))).toEqual([404, JOBS_WORDS.jobNotFound]);
      await t.database.db
        .update(jobPostings)
        .set({ deletedAt: clock.now() })
        .where(eq(jobPostings.id, jobId));
      expect(answer(await trackerOf(t.app, asha, jobId))).toEqual([404, JOBS_WORDS.jobNotFound]);
    });

    it('my applications: newest first with their job cards, closed, expired and deleted ones too, in pages', async () => {
      const asha = await startup();
      const ravi = await seeker();
      const meera = await seeker('Meera');
      const jobs = [await posting(asha, { title: 'First' }), await posting(asha, { title: 'Second' })];
      const third = await posting(asha, { title: 'Third', applyBy: day(1) });
      const ids: string[] = [];
      for (const jobId of [...jobs, third]) {
        ids.push(await applied(ravi, jobId));
        clock.advance(HOUR);
      }
      await applied(meera, jobs[0]!);
      await t.database.db
        .update(jobPostings)
        .set({ deletedAt: clock.now() })
        .where(eq(jobPostings.id, jobs[0]!));
      await t.database.db.update(jobPostings).set({ status: 'closed' }).where(eq(jobPostings.id, jobs[1]!));
      clock.advance(48 * HOUR);
      const all = (await myApplicationsOf(t.app, ravi)).json();
      expect(all.success).toBe(true);
      expect(
        all.data.map((row: { _id: string; job: { title: string; status: string } }) => [
          row._id,
          row.job.title,
          row.job.status,
        ]),
      ).toEqual([
        [ids[2], 'Third', 'expired'],
        [ids[1], 'Second', 'closed'],
        [ids[0], 'First', 'open'],
      ]);
      const page = (await myApplicationsOf(t.app, ravi, '?limit=2')).json();
      expect(page.data).toHaveLength(2);
      const rest = (await myApplicationsOf(t.app, ravi, `?limit=2&cursor=${page.nextCursor}`)).json();
      expect(rest.data.map((row: { _id: string }) => row._id)).toEqual([ids[0]]);
      expect(rest.nextCursor).toBeNull();
      expect((await myApplicationsOf(t.app, ravi, '?cursor=nonsense')).statusCode).toBe(400);
      // A startup blocked either way drops out of the list.
      await block(ravi, asha);
      expect((await myApplicationsOf(t.app, ravi)).json().data).toEqual([]);
    });
  });
});
