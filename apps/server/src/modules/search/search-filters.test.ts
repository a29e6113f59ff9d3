import { SEARCH_WORDS, searchApi } from '@ideaignite/contract/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, videoCaptions, videos } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpWithProfile, type TestContext } from '../../test/build-test-app.ts';
import { postVideo } from '../../test/content.ts';
import { formData } from '../../test/fixtures.ts';
import { fullTimeJob, indiaDayFrom, internship, postJob, signUpStartup } from '../../test/job-postings.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { fillCaptionWords } from '../videos/captions-service.ts';

interface Body {
  results: { kind: string; id: string; title: string; snippet: string }[];
  counts: Record<string, number>;
  nextCursor: string | null;
}

/**
 * Issue 28: each tab's filters (a person's role and city; a startup's stage, sector and city; a
 * job's type and city; how recently a post or a job was posted), kept to the tab they fit, with the
 * chosen tab's count after its filters; and videos found by what their captions say.
 */
describe(`search filters and captions (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: Awaited<ReturnType<typeof signUpWithProfile>>;
  const db = () => t.app.container.db;
  const ids: Record<string, string> = {};

  const call = (
    query: Record<string, string>,
    headers: Record<string, string> = {},
    path: string = searchApi.search.path,
  ) =>
    t.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(query)}`,
      headers: { ...bearer(viewer.token), ...headers },
    });
  /** A page of results, and the search's counts per tab (their own request, as the page asks them). */
  const searchFor = async (query: Record<string, string>): Promise<Body> => {
    const { cursor: _cursor, limit: _limit, ...tab } = query;
    const [page, counts] = await Promise.all([call(query), call(tab, {}, searchApi.counts.path)]);
    expect(page.statusCode, page.body).toBe(200);
    expect(counts.statusCode, counts.body).toBe(200);
    return { ...page.json(), counts: counts.json().counts };
  };
  const idsFor = async (query: Record<string, string>) =>
    new Set((await searchFor(query)).results.map((result) => result.id));

  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signUpWithProfile(t.app, 'Investor', { Username: 'Viewer Person' });
    // People named "Jackfruit": an investor in Pune, a co-founder in Jaipur, a job seeker in Jaipur.
    ids.investor = (
      await signUpWithProfile(t.app, 'Investor', {
        Username: 'Jackfruit Investor',
        state: 'MH',
        city: 'Pune',
      })
    ).id;
    ids.cofounder = (
      await signUpWithProfile(t.app, 'Cofounder', {
        Username: 'Jackfruit Cofounder',
        dreamProject: 'x',
        state: 'RJ',
        city: 'Jaipur',
      })
    ).id;
    ids.seeker = (
      await signUpWithProfile(t.app, 'Jobseeker', {
        Username: 'Jackfruit Seeker',
        aboutMe: 'x',
        state: 'RJ',
        city: 'jaipur',
      })
    ).id;
    // Startups about jackfruit: seed agritech in Bengaluru, growth fintech in Bengaluru.
    const seedAgri = await signUpStartup(t.app, {
      name: 'Seed Founder',
      project: 'Jackfruit Farms',
      stage: 'seed',
      sectors: 'agritech',
    });
    ids.seedAgri = seedAgri.id;
    ids.growthFin = (
      await signUpStartup(t.app, {
        name: 'Growth Founder',
        project: 'Jackfruit Pay',
        stage: 'growth',
        sectors: 'fintech,saas',
      })
    ).id;
    // Jobs: a Bengaluru internship and a remote full-time job, and one posted 40 days ago.
    const applyBy = indiaDayFrom(new Date(), 20);
    const intern = await postJob(t.app, seedAgri.token, internship(applyBy, { title: 'Jackfruit intern' }));
    expect(intern.statusCode, intern.body).toBe(201);
    ids.intern = intern.json().job._id;
    ids.fullTime = (
      await postJob(t.app, seedAgri.token, fullTimeJob(applyBy, { title: 'Jackfruit engineer' }))
    ).json().job._id;
    // Posts: a blog today, one 10 days ago and one 100 days ago.
    const day = 86_400_000;
    for (const [name, ago] of [
      ['blogNew', 0],
      ['blogTen', 10],
      ['blogOld', 100],
    ] as const) {
      const [row] = await db()
        .insert(blogs)
        .values({
          userId: seedAgri.id,
          kind: 'blog',
          title: `Jackfruit notes ${name}`,
          summary: null,
          content: null,
          createdAt: new Date(Date.now() - ago * day),
        })
        .returning({ id: blogs.id });
      ids[name] = row!.id;
    }
  }, 120_000);
  afterAll(() => t.close());

  it('filters people by role and city, and counts the tab after its filters', async () => {
    expect(await idsFor({ q: 'jackfruit', tab: 'people' })).toEqual(
      new Set([ids.investor, ids.cofounder, ids.seeker, ids.seedAgri, ids.growthFin]),
    );
    expect(await idsFor({ q: 'jackfruit', tab: 'people', role: 'Investor' })).toEqual(
      new Set([ids.investor]),
    );
    expect(await idsFor({ q: 'jackfruit', tab: 'people', city: 'JAIPUR' })).toEqual(
      new Set([ids.cofounder, ids.seeker]),
    );
    const both = await searchFor({ q: 'jackfruit', tab: 'people', role: 'Jobseeker', city: 'Jaipur' });
    expect(both.results.map((result) => result.id)).toEqual([ids.seeker]);
    const all = await searchFor({ q: 'jackfruit' });
    expect(both.counts).toEqual({ ...all.counts, people: 1 });
  });

  it('filters startups by stage, sector and city', async () => {
    expect(await idsFor({ q: 'jackfruit', tab: 'startups' })).toEqual(new Set([ids.seedAgri, ids.growthFin]));
    expect(await idsFor({ q: 'jackfruit', tab: 'startups', stage: 'seed' })).toEqual(new Set([ids.seedAgri]));
    expect(await idsFor({ q: 'jackfruit', tab: 'startups', sector: 'saas' })).toEqual(
      new Set([ids.growthFin]),
    );
    expect(await idsFor({ q: 'jackfruit', tab: 'startups', city: 'Bengaluru', stage: 'growth' })).toEqual(
      new Set([ids.growthFin]),
    );
    expect(await idsFor({ q: 'jackfruit', tab: 'startups', city: 'Pune' })).toEqual(new Set());
  });

  it('filters jobs by type and city, and posts and jobs by when they were posted', async () => {
    expect(await idsFor({ q: 'jackfruit', tab: 'jobs', type: 'internship' })).toEqual(new Set([ids.intern]));
    expect(await idsFor({ q: 'jackfruit', tab: 'jobs', city: 'bengaluru' })).toEqual(new Set([ids.intern]));
    expect(await idsFor({ q: 'jackfruit', tab: 'jobs', within: 'week' })).toEqual(
      new Set([ids.intern, ids.fullTime]),
    );
    expect(await idsFor({ q: 'jackfruit', tab: 'blogs', within: 'week' })).toEqual(new Set([ids.blogNew]));
    expect(await idsFor({ q: 'jackfruit', tab: 'blogs', within: 'month' })).toEqual(
      new Set([ids.blogNew, ids.blogTen]),
    );
    const year = await searchFor({ q: 'jackfruit', tab: 'blogs', within: 'year', limit: '1' });
    expect(year.counts.blogs).toBe(3);
    const next = await searchFor({
      q: 'jackfruit',
      tab: 'blogs',
      within: 'month',
      limit: '1',
      cursor: (await searchFor({ q: 'jackfruit', tab: 'blogs', within: 'month', limit: '1' })).nextCursor!,
    });
    expect(next.results).toHaveLength(1);
    expect(next.nextCursor).toBeNull();
  });

  it('refuses a filter the tab does not offer, or a value not on its list, in words, in English and Hindi', async () => {
    const refused = async (query: Record<string, string>, message: string, language?: string) => {
      const response = await call(query, language ? { 'accept-language': language } : {});
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    };
    await refused({ q: 'jackfruit', role: 'Investor' }, SEARCH_WORDS.filterNotInTab);
    await refused({ q: 'jackfruit', tab: 'videos', city: 'Pune' }, SEARCH_WORDS.filterNotInTab);
    await refused({ q: 'jackfruit', tab: 'people', stage: 'seed' }, SEARCH_WORDS.filterNotInTab);
    await refused({ q: 'jackfruit', tab: 'people', role: 'Admin' }, SEARCH_WORDS.invalidFilter);
    await refused({ q: 'jackfruit', tab: 'jobs', within: 'decade' }, SEARCH_WORDS.invalidFilter);
    await refused({ q: 'jackfruit', tab: 'startups', sector: 'tobacco' }, SEARCH_WORDS.invalidFilter);
    await refused({ q: 'jackfruit', tab: 'jobs', city: 'x'.repeat(200) }, SEARCH_WORDS.invalidFilter);
    await refused(
      { q: 'jackfruit', tab: 'blogs', role: 'Investor' },
      'यह फ़िल्टर आपके चुने टैब पर लागू नहीं होता।',
      'hi-IN',
    );
  });

  it('finds a video by what its captions say, in English and Hindi, and forgets them when removed', async () => {
    const owner = await signUpStartup(t.app, { name: 'Caption Owner', project: 'Subtitled' });
    const videoId = await postVideo(t.app, owner.token, { title: 'Our pitch', description: 'Short.' });
    const put = (language: string, text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/videos/${videoId}/captions/${language}`,
        headers: bearer(owner.token),
        payload: formData(
          {},
          { captions: { data: Buffer.from(text), name: 'c.vtt', type: 'application/octet-stream' } },
        ),
      });
    expect(
      (await put('en', 'WEBVTT\n\n00:00.000 --> 00:02.000\nWe grow <b>mangosteen</b> near Ratnagiri.\n'))
        .statusCode,
    ).toBe(200);
    expect(
      (await put('hi', 'WEBVTT\n\n00:00.000 --> 00:02.000\nहम रत्नागिरी में खेती करते हैं।\n')).statusCode,
    ).toBe(200);
    const found = await searchFor({ q: 'mangosteen', tab: 'videos' });
    expect(found.results.map((result) => result.id)).toEqual([videoId]);
    expect(found.results[0]?.snippet).toContain('<mark>mangosteen</mark>');
    expect((await idsFor({ q: 'रत्नागिरी', tab: 'videos' })).has(videoId)).toBe(true);

    // Hidden by a moderator, its captions' words find nothing, on any tab; shown again, they do.
    await db().update(videos).set({ hiddenAt: new Date() }).where(eq(videos.id, videoId));
    expect((await searchFor({ q: 'mangosteen' })).counts.all).toBe(0);
    expect((await idsFor({ q: 'रत्नागिरी', tab: 'videos' })).has(videoId)).toBe(false);
    await db().update(videos).set({ hiddenAt: null }).where(eq(videos.id, videoId));
    expect(await idsFor({ q: 'mangosteen', tab: 'videos' })).toEqual(new Set([videoId]));

    // Replaced, the old words are gone; removed, so are the new.
    expect((await put('en', 'WEBVTT\n\n00:00.000 --> 00:02.000\nNow we press rambutan.\n')).statusCode).toBe(
      200,
    );
    expect((await searchFor({ q: 'mangosteen' })).counts.all).toBe(0);
    expect(await idsFor({ q: 'rambutan', tab: 'videos' })).toEqual(new Set([videoId]));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${videoId}/captions/en`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await searchFor({ q: 'rambutan' })).counts.all).toBe(0);
  });

  it('reads the words of captions kept before search knew them, from their files', async () => {
    const owner = await signUpStartup(t.app, { name: 'Old Captions', project: 'Older' });
    const videoId = await postVideo(t.app, owner.token, { title: 'An older pitch', description: 'Short.' });
    const key = `captions/${videoId}/en-older.vtt`;
    await t.app.container.storage.putBuffer(
      key,
      Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nSalak from Sikkim, <i>fresh</i>.\n'),
    );
    await db().insert(videoCaptions).values({ videoId, language: 'en', storageKey: key });
    const missing = await postVideo(t.app, owner.token, { title: 'A file gone', description: 'Short.' });
    await db()
      .insert(videoCaptions)
      .values({ videoId: missing, language: 'hi', storageKey: `captions/${missing}/hi-gone.vtt` });
    expect((await searchFor({ q: 'salak' })).counts.all).toBe(0);

    while ((await fillCaptionWords(t.app.container)) > 0);
    expect(await idsFor({ q: 'salak sikkim', tab: 'videos' })).toEqual(new Set([videoId]));
    const rows = await db().select().from(videoCaptions).where(eq(videoCaptions.videoId, missing));
    expect(rows.map((row) => row.words)).toEqual(['']);
    expect(await fillCaptionWords(t.app.container)).toBe(0);
    // The video's own text still matches, and deleting it takes its captions' words along.
    expect(await idsFor({ q: 'older pitch', tab: 'videos' })).toEqual(new Set([videoId]));
    await db().delete(videos).where(eq(videos.id, videoId));
    expect((await searchFor({ q: 'salak' })).counts.all).toBe(0);
  });
});
