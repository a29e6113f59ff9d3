import { type ApplicationUpdatedEvent, JOB_LIMITS, SOCKET_EVENTS } from '@ideaignite/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  type signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { applyTo, moveAs, notificationsOf, storePosting, withdrawAs } from '../../test/job-applications.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { closeUnanswered, NO_RESPONSE_JOB } from './no-response.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

/**
 * The 21-day close, with the clock moved rather than waited for: an application nobody answered
 * (applied, or only viewed) closes as noResponse once its posting's apply-by date is more than
 * JOB_LIMITS.noResponseDays days past in India's calendar.
 */
describe(`the ${JOB_LIMITS.noResponseDays}-day close of unanswered applications (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  // 10:00 in India on 14 July 2025; postings apply by 20 July, so the 21st day after is 10 August.
  const clock = manualClock(new Date('2025-07-14T04:30:00Z'));
  const APPLY_BY = '2025-07-20';
  /** 23:30 in India on 10 August: the 21st day, not yet past. */
  const LAST_DAY_LATE = new Date('2025-08-10T18:00:00Z');
  /** 00:01 in India on 11 August: more than 21 days past. */
  const NEXT_DAY_EARLY = new Date('2025-08-10T18:31:00Z');
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.container.clock = clock;
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  const startup = () => signUpWithProfile(t.app, 'Hustler', { Username: 'Asha', project: 'KisanKart' });
  const seeker = (name: string) => signUpWithProfile(t.app, 'Jobseeker', { Username: name });
  async function applicationBy(person: Person, jobId: string) {
    const response = await applyTo(t.app, person, jobId, { answers: ['Because.'] });
    if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
    return response.json().application._id as string;
  }
  const statuses = async (ids: string[]) => {
    const rows = await t.database.db.select().from(jobApplications).where(inArray(jobApplications.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)!.status);
  };
  const keysOf = async (person: Person) =>
    (await notificationsOf(t.database.db, person.id)).map((note) => note.params.key);
  /** A startup's posting applying by APPLY_BY, with the clock back at the start. */
  async function postingOf(owner: Person, title = 'Growth intern') {
    clock.set(new Date('2025-07-14T04:30:00Z'));
    return storePosting(t.database.db, owner.id, { applyBy: APPLY_BY, title, createdAt: clock.now() });
  }

  it('closes what the startup never answered (applied, only viewed) after the 21st day, told to both', async () => {
    const asha = await startup();
    const people = await Promise.all(['Ravi', 'Meera', 'Kabir', 'Sana', 'Omkar'].map(seeker));
    const jobId = await postingOf(asha, 'Field sales intern');
    const [applied, viewed, shortlisted, withdrawn, rejected] = await Promise.all(
      people.map((person) => applicationBy(person, jobId)),
    );
    await moveAs(t.app, asha, viewed!, 'view');
    await moveAs(t.app, asha, shortlisted!, 'shortlist');
    await withdrawAs(t.app, people[3]!, withdrawn!);
    await moveAs(t.app, asha, rejected!, 'reject');
    const ids = [applied!, viewed!, shortlisted!, withdrawn!, rejected!];
    const before = await keysOf(asha);

    clock.set(LAST_DAY_LATE);
    await t.app.container.scheduler.runNow(NO_RESPONSE_JOB);
    expect(await statuses(ids)).toEqual(['applied', 'viewed', 'shortlisted', 'withdrawn', 'notSelected']);

    clock.set(NEXT_DAY_EARLY);
    await t.app.container.scheduler.runNow(NO_RESPONSE_JOB);
    expect(await statuses(ids)).toEqual([
      'noResponse',
      'noResponse',
      'shortlisted',
      'withdrawn',
      'notSelected',
    ]);
    const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, viewed!));
    expect(row!.history.map((step) => step.status)).toEqual(['applied', 'viewed', 'noResponse']);
    expect(row!.history.at(-1)!.at).toBe(NEXT_DAY_EARLY.toISOString());

    // The applicant hears it closed; the startup hears of each one closed.
    expect((await notificationsOf(t.database.db, people[0]!.id)).at(-1)).toEqual({
      type: 'application-update',
      params: { key: 'applicationUpdate', args: ['Asha', 'Field sales intern', 'noResponse', ''] },
      actor_id: asha.id,
      entity_id: applied,
    });
    expect((await keysOf(asha)).slice(before.length)).toEqual(['applicationClosed', 'applicationClosed']);
    expect(
      (await notificationsOf(t.database.db, asha.id))
        .filter((note) => note.params.key === 'applicationClosed')
        .map((note) => note.params.args.join(' / '))
        .sort(),
    ).toEqual(['Meera / Field sales intern', 'Ravi / Field sales intern']);

    // Once closed, it stays closed and nobody is told again.
    const after = await keysOf(asha);
    await t.app.container.scheduler.runNow(NO_RESPONSE_JOB);
    expect(await keysOf(asha)).toEqual(after);
    expect((await withdrawAs(t.app, people[0]!, applied!)).statusCode).toBe(409);
  });

  it('two runs at once close each application once, and tell each side once', async () => {
    const asha = await startup();
    const people = await Promise.all(['A', 'B', 'C', 'D'].map(seeker));
    const jobId = await postingOf(asha);
    const ids = await Promise.all(people.map((person) => applicationBy(person, jobId)));
    clock.set(NEXT_DAY_EARLY);
    const counts = await Promise.all([closeUnanswered(t.app.container), closeUnanswered(t.app.container)]);
    expect(counts[0]! + counts[1]!).toBe(ids.length);
    expect(await statuses(ids)).toEqual(ids.map(() => 'noResponse'));
    expect(await keysOf(asha)).toEqual([
      ...ids.map(() => 'jobApplication'),
      ...ids.map(() => 'applicationClosed'),
    ]);
    for (const person of people) expect(await keysOf(person)).toEqual(['applicationUpdate']);
  });

  it('both sides get applicationUpdated live; across a block it closes without telling either', async () => {
    const asha = await startup();
    const ravi = await seeker('Ravi');
    const meera = await seeker('Meera');
    const jobId = await postingOf(asha);
    const told = await applicationBy(ravi, jobId);
    const blocked = await applicationBy(meera, jobId);
    await t.app.inject({ method: 'PUT', url: `/api/blocks/${asha.id}`, headers: bearer(meera.token) });
    const sockets = await Promise.all([asha, ravi, meera].map((person) => connectSocket(url, person.token)));
    const [toAsha, toRavi, toMeera] = sockets.map((socket) =>
      collect<[ApplicationUpdatedEvent]>(socket, SOCKET_EVENTS.applicationUpdated),
    );
    try {
      const askedBefore = await keysOf(asha);
      clock.set(NEXT_DAY_EARLY);
      await t.app.container.scheduler.runNow(NO_RESPONSE_JOB);
      expect(await statuses([told, blocked])).toEqual(['noResponse', 'noResponse']);
      const event = { applicationId: told, jobId, status: 'noResponse' };
      await waitFor(() => toAsha!.length === 1 && toRavi!.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(toAsha!.map(([seen]) => seen)).toEqual([event]);
      expect(toRavi!.map(([seen]) => seen)).toEqual([event]);
      expect(toMeera).toEqual([]);
      expect(await keysOf(meera)).toEqual([]);
      expect((await keysOf(asha)).slice(askedBefore.length)).toEqual(['applicationClosed']);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
