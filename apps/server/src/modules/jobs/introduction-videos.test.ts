import { API, JOBS_WORDS, postPath, VIDEOS_WORDS, WORDS } from '@ideaignite/contract';
import { searchApi } from '@ideaignite/contract/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { applyTo, myApplicationsOf, storePosting, trackerOf } from '../../test/job-applications.ts';
import { indiaDayFrom } from '../../test/job-postings.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

/**
 * Issue 25, decision 039: a Job seeker uploads a video that is their introduction (a real
 * multipart upload, as the videos tests send one), applies with it, and the startup sees it on
 * the application; an introduction stays out of the feeds, search and signed-out previews.
 * Investors and Co-founders still upload nothing; nobody applies with another person's video.
 */
describe(`introduction videos for applications (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date('2025-07-14T04:30:00Z'));
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.container.clock = clock;
  });
  afterAll(() => t.close());

  const upload = async (person: Person, title: string, description = 'Two minutes about me.') =>
    t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(person.token),
      payload: formData(
        { title, description },
        { video: { data: await mp4Video(), name: 'me.mp4', type: 'video/mp4' } },
      ),
    });
  const seeker = (name: string) => signUpWithProfile(t.app, 'Jobseeker', { Username: name });
  const startup = () => signUpWithProfile(t.app, 'Hustler', { Username: 'Asha', project: 'KisanKart' });
  const posting = (owner: Person) =>
    storePosting(t.database.db, owner.id, { applyBy: indiaDayFrom(clock.now(), 10), createdAt: clock.now() });
  const ANSWERS = { answers: ['My family farms wheat in Sehore.'] };
  const titlesIn = (body: { data: Array<{ title: string }> }) => body.data.map((video) => video.title);
  const get = (person: Person, url: string) => t.app.inject({ url, headers: bearer(person.token) });

  it('a Job seeker uploads an introduction, applies with it, and the startup sees it on the application', async () => {
    const asha = await startup();
    const ravi = await seeker('Ravi');
    const jobId = await posting(asha);

    const uploaded = await upload(ravi, 'Ravi from Sehore');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({
      success: true,
      message: VIDEOS_WORDS.introUploaded,
      video: { title: 'Ravi from Sehore', uploadedBy: { _id: ravi.id, role: 'Jobseeker' } },
    });
    const introId = uploaded.json().video._id as string;
    const [row] = await t.database.db
      .select({ kind: videos.kind })
      .from(videos)
      .where(eq(videos.id, introId));
    expect(row?.kind).toBe('intro');
    // Their own list (what the apply dialog offers) has it.
    expect(titlesIn((await get(ravi, `${API.getVideos}?mine=true`)).json())).toEqual(['Ravi from Sehore']);

    const applied = await applyTo(t.app, ravi, jobId, { ...ANSWERS, videoId: introId });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().application.video).toMatchObject({ _id: introId, title: 'Ravi from Sehore' });
    const videoUrl = applied.json().application.video.videoUrl as string;
    expect(videoUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mp4$/);
    expect((await myApplicationsOf(t.app, ravi)).json().data[0].video).toMatchObject({ _id: introId });

    const tracker = await trackerOf(t.app, asha, jobId);
    expect(tracker.statusCode).toBe(200);
    expect(tracker.json().data[0].video).toMatchObject({ _id: introId, title: 'Ravi from Sehore', videoUrl });
    // The file plays for the startup.
    const range = await t.app.inject({ url: videoUrl, headers: { range: 'bytes=0-15' } });
    expect(range.statusCode).toBe(206);
  }, 60_000);

  it("an introduction stays out of the feeds, search and signed-out previews; a Hustler's post does not", async () => {
    const asha = await startup();
    const meera = await seeker('Meera');
    const viewer = await signUpUser(t.app, 'Cofounder');
    expect((await upload(meera, 'Meera zindagiintro', 'Hello, I am Meera.')).statusCode).toBe(201);
    const posted = await upload(asha, 'Asha zindagipitch', 'Our pitch.');
    expect(posted.statusCode).toBe(201);
    expect(posted.json().message).toBe(WORDS.videoUpload.success);
    const [intro] = await t.database.db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.title, 'Meera zindagiintro'));

    for (const person of [viewer, asha, meera]) {
      const feed = titlesIn((await get(person, `${API.getVideos}?limit=50`)).json());
      expect(feed).toContain('Asha zindagipitch');
      expect(feed).not.toContain('Meera zindagiintro');
      const dash = (await get(person, API.feedPage)).json();
      expect(JSON.stringify(dash)).not.toContain('Meera zindagiintro');
    }
    // Search finds the post, not the introduction.
    const search = (q: string) => get(viewer, `${searchApi.search.path}?${new URLSearchParams({ q })}`);
    const found = (await search('zindagipitch')).json().results as Array<{ title: string }>;
    expect(found.map((result) => result.title)).toContain('Asha zindagipitch');
    const titles = async (q: string) =>
      ((await search(q)).json().results as Array<{ title: string }>).map((result) => result.title);
    expect(await titles('zindagiintro')).not.toContain('Meera zindagiintro');
    expect(await titles('Meera')).not.toContain('Meera zindagiintro');
    // A signed-out visitor gets no preview of an introduction.
    const visit = (id: string) =>
      t.app.inject({ url: postPath('video', id), headers: { accept: 'text/html' } });
    expect((await visit(intro!.id)).statusCode).toBe(404);
    expect((await visit(posted.json().video._id)).statusCode).toBe(200);
    // The Job seeker, and whoever opens it at its own address signed in, can watch it.
    expect((await get(viewer, API.video(intro!.id))).statusCode).toBe(200);
  }, 60_000);

  it.each(['Investor', 'Cofounder'] as const)(
    'an %s still may not upload a video (403), and nothing is kept',
    async (role) => {
      const person = await signUpUser(t.app, role);
      const before = (await t.database.db.select({ id: videos.id }).from(videos)).length;
      const response = await upload(person, 'Not allowed');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: VIDEOS_WORDS.onlyHustlersVideos,
        error: VIDEOS_WORDS.onlyHustlersVideos,
      });
      expect((await t.database.db.select({ id: videos.id }).from(videos)).length).toBe(before);
    },
  );

  it("nobody applies with another person's introduction (400), nor with their own once a moderator hid it", async () => {
    const asha = await startup();
    const ravi = await seeker('Ravi');
    const kiran = await seeker('Kiran');
    const jobId = await posting(asha);
    const theirs = (await upload(ravi, 'Ravi again')).json().video._id as string;
    const refused = await applyTo(t.app, kiran, jobId, { ...ANSWERS, videoId: theirs });
    expect([refused.statusCode, refused.json().message]).toEqual([400, JOBS_WORDS.videoNotYours]);
    const own = (await upload(kiran, 'Kiran here')).json().video._id as string;
    await t.database.db.update(videos).set({ hiddenAt: clock.now() }).where(eq(videos.id, own));
    const hidden = await applyTo(t.app, kiran, jobId, { ...ANSWERS, videoId: own });
    expect([hidden.statusCode, hidden.json().message]).toEqual([400, JOBS_WORDS.videoNotYours]);
    await t.database.db.update(videos).set({ hiddenAt: null }).where(eq(videos.id, own));
    const taken = await applyTo(t.app, kiran, jobId, { ...ANSWERS, videoId: own });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await trackerOf(t.app, asha, jobId)).json().data[0].video._id).toBe(own);
  }, 60_000);
});
