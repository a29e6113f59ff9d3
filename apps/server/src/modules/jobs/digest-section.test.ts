import { JOBS_WORDS } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { JOBS_WORDS_HI } from '@ideaignite/contract/hi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { buildTestApp, signUpWithProfile, type TestContext } from '../../test/build-test-app.ts';
import { storePosting } from '../../test/job-applications.ts';
import { callJobs, indiaDayFrom, signUpStartup } from '../../test/job-postings.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { newJobsForDigest } from './digest-section.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The digest's jobs part on its own (the digest's own test mails it): who it leaves out and the
 * language it speaks. Every posting here matches the job seeker's skill, so only visibility and
 * the words decide what it says.
 */
describe(`the digest's new jobs (${databaseLabel()})`, () => {
  let t: TestContext;
  // 10:00 in India on 14 July 2025.
  const clock = manualClock(new Date('2025-07-14T04:30:00Z'));
  const since = new Date(clock.now().getTime() - HOUR);
  let seeker: Awaited<ReturnType<typeof signUpWithProfile>>;
  let poster: Record<
    'kept' | 'blockedBySeeker' | 'blockingSeeker' | 'suspended',
    { id: string; token: string }
  >;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    seeker = await signUpWithProfile(t.app, 'Jobseeker', { Username: 'Meera', skills: 'Excel' });
    poster = {
      kept: await signUpStartup(t.app, { name: 'Kept Founder', project: 'KeptCo' }),
      blockedBySeeker: await signUpStartup(t.app, { name: 'Blocked Founder', project: 'BlockedCo' }),
      blockingSeeker: await signUpStartup(t.app, { name: 'Blocking Founder', project: 'BlockingCo' }),
      suspended: await signUpStartup(t.app, { name: 'Suspended Founder', project: 'GoneCo' }),
    };
    // One posting each, a minute apart and newest last; the first is remote, the rest in Pune.
    let minute = 0;
    for (const [key, who] of Object.entries(poster)) {
      minute += 1;
      await storePosting(t.database.db, who.id, {
        title: `${key} role`,
        applyBy: indiaDayFrom(clock.now(), 10),
        createdAt: new Date(since.getTime() + minute * 60_000),
        ...(key === 'kept' ? {} : { workMode: 'onSite', state: 'MH', city: 'Pune' }),
      });
    }
  });
  afterAll(() => t.close());

  const section = (locale: 'en-IN' | 'hi-IN' = 'en-IN') =>
    newJobsForDigest(t.database.db, { id: seeker.id, locale }, since, clock.now());

  it('lists every matching posting while nothing stands between them, in English', async () => {
    expect(await section()).toEqual({
      heading: JOBS_WORDS.digestHeading,
      lines: [
        'suspended role · GoneCo · Pune',
        'blockingSeeker role · BlockingCo · Pune',
        'blockedBySeeker role · BlockedCo · Pune',
        `kept role · KeptCo · ${JOBS_WORDS.digestRemote}`,
      ],
      path: '/jobs',
      linkLabel: JOBS_WORDS.digestSeeAll,
    });
  });

  it('leaves out a poster the job seeker blocked, one who blocked them, and a suspended one; speaks Hindi', async () => {
    const blocked = await callJobs(t.app, blocksApi.block, seeker.token, {
      params: { userId: poster.blockedBySeeker.id },
    });
    expect(blocked.statusCode).toBe(200);
    const blocking = await callJobs(t.app, blocksApi.block, poster.blockingSeeker.token, {
      params: { userId: seeker.id },
    });
    expect(blocking.statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ suspendedAt: clock.now() })
      .where(eq(users.id, poster.suspended.id));

    expect((await section())?.lines).toEqual([`kept role · KeptCo · ${JOBS_WORDS.digestRemote}`]);
    expect(await section('hi-IN')).toEqual({
      heading: JOBS_WORDS_HI.digestHeading,
      lines: [`kept role · KeptCo · ${JOBS_WORDS_HI.digestRemote}`],
      path: '/jobs',
      linkLabel: JOBS_WORDS_HI.digestSeeAll,
    });
    expect(JOBS_WORDS_HI.digestHeading).not.toBe(JOBS_WORDS.digestHeading);
  });
});
