import { API_ERRORS, SEARCH_SUGGESTIONS, type SearchResponse, type SearchTab } from '@ideaignite/contract';
import { SEARCH_WORDS, searchApi } from '@ideaignite/contract/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, blogs, jobPostings, profiles, searchWords, users, videos } from '../../db/schema.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { postBlog } from '../../test/content.ts';
import { fullTimeJob, indiaDayFrom, postJob, signUpStartup } from '../../test/job-postings.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { search, searchCounts } from './search-service.ts';

interface Result {
  kind: string;
  id: string;
  title: string;
  snippet: string;
  author: { id: string; name: string | null };
}

describe(`search (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: Awaited<ReturnType<typeof signUpUser>>;
  let author: Awaited<ReturnType<typeof signUpUser>>;
  const db = () => t.app.container.db;

  const addBlog = async (
    userId: string,
    title: string,
    fields: { content?: string; kind?: 'blog' | 'talk'; createdAt?: Date } = {},
  ) => {
    const [row] = await db()
      .insert(blogs)
      .values({
        userId,
        kind: fields.kind ?? 'blog',
        title,
        summary: null,
        content: fields.content ?? null,
        ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
      })
      .returning({ id: blogs.id });
    return row!.id;
  };
  const addVideo = async (userId: string, title: string, description = 'A short clip.') => {
    const [row] = await db()
      .insert(videos)
      .values({
        userId,
        title,
        description,
        storageKey: `videos/${title}.mp4`,
        mimeType: 'video/mp4',
        sizeBytes: 1,
      })
      .returning({ id: videos.id });
    return row!.id;
  };

  const call = (path: string, query: Record<string, string>, token = viewer.token) =>
    t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, headers: bearer(token) });
  /** A page of results, and the search's counts per tab (their own request, as the page asks them). */
  const searchFor = async (q: string, extra: Record<string, string> = {}, token = viewer.token) => {
    const { cursor: _cursor, limit: _limit, ...tab } = extra;
    const [page, counts] = await Promise.all([
      call(searchApi.search.path, { q, ...extra }, token),
      call(searchApi.counts.path, { q, ...tab }, token),
    ]);
    expect(page.statusCode, page.body).toBe(200);
    expect(counts.statusCode, counts.body).toBe(200);
    return { ...page.json(), counts: counts.json().counts } as {
      results: Result[];
      counts: Record<string, number>;
      nextCursor: string | null;
    };
  };
  const titlesFor = async (q: string, extra: Record<string, string> = {}) =>
    (await searchFor(q, extra)).results.map((result) => result.title);

  /**
   * Follows a search page by page (at most 60 pages), ranked by `windows` (small ones unless
   * given), as of `now` (the app's clock unless given): the results in order and each page's
   * size. `afterPage` runs after each page is read.
   */
  const pagesOf = async (
    q: string,
    {
      tab = 'all',
      limit,
      windows = { size: 6, matches: 2 },
      now,
      afterPage = async () => undefined,
    }: {
      tab?: SearchTab;
      limit: number;
      windows?: { size: number; matches: number };
      now?: Date;
      afterPage?: (pages: number) => Promise<unknown>;
    },
  ) => {
    const clock = now ? { now: () => now } : t.app.container.clock;
    const results: SearchResponse['results'] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 60; pages++) {
      const page = await search(
        { db: t.app.container.db, clock },
        viewer.id,
        { q, tab, limit, ...(cursor ? { cursor } : {}) },
        windows,
      );
      results.push(...page.results);
      sizes.push(page.results.length);
      await afterPage(pages);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    return { results, seen: results.map((result) => result.id), sizes };
  };

  let khetLink: Awaited<ReturnType<typeof signUpUser>>;
  let visible: { blog: string; job: string; person: string };
  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signUpUser(t.app, 'Investor');
    author = await signUpWithProfile(t.app, 'Cofounder', { Username: 'Asha Verma', dreamProject: 'x' });
    khetLink = await signUpWithProfile(t.app, 'Hustler', {
      Username: 'Ravi Kumar',
      project: 'KhetLink',
      bio: 'किसान के लिए मंडी के भाव, हर सुबह।',
      phoneno: '9999988888',
      city: 'Jaipur',
    });
    await addBlog(author.id, 'Cold storage for farmers', {
      content: 'Renting cold rooms near Jaipur, by the crate.',
    });
    await addBlog(author.id, 'किसान की खेती और बाज़ार', { content: 'गाँव से शहर तक फ़सल पहुँचाने का तरीका।' });
    await addBlog(author.id, 'Kisan mandi guide', { content: 'Prices at the mandi, every morning.' });
    await postBlog(t.app, khetLink.token, {
      title: 'Posting through the API',
      summary: 'Lessons',
      content: 'A <script>alert(1)</script> tale of a zebrafruit orchard.',
    });

    // The visibility cast, all about "zebrafruit": one of each kind shown, and one of each rule.
    const founder = await signUpWithProfile(t.app, 'Jobseeker', {
      Username: 'Zebrafruit Founder',
      aboutMe: 'x',
    });
    const left = await signUpWithProfile(t.app, 'Jobseeker', { Username: 'Zebrafruit Leaver', aboutMe: 'x' });
    await db().update(users).set({ discoverable: false }).where(eq(users.id, left.id));
    const blocked = await signUpWithProfile(t.app, 'Cofounder', {
      Username: 'Blocked Person',
      dreamProject: 'x',
    });
    const blocker = await signUpWithProfile(t.app, 'Cofounder', {
      Username: 'Blocker Person',
      dreamProject: 'x',
    });
    const suspended = await signUpWithProfile(t.app, 'Cofounder', {
      Username: 'Suspended Person',
      dreamProject: 'x',
    });
    await db()
      .insert(blocks)
      .values([
        { blockerId: viewer.id, blockedId: blocked.id },
        { blockerId: blocker.id, blockedId: viewer.id },
      ]);
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await addBlog(blocked.id, 'Zebrafruit from someone I blocked');
    await addBlog(blocker.id, 'Zebrafruit from someone who blocked me');
    await addVideo(suspended.id, 'Zebrafruit from a suspended account');
    const hidden = await addVideo(author.id, 'Zebrafruit hidden by a moderator');
    await db().update(videos).set({ hiddenAt: new Date() }).where(eq(videos.id, hidden));
    const deleted = await addBlog(author.id, 'Zebrafruit deleted by its author', { kind: 'talk' });
    await db().delete(blogs).where(eq(blogs.id, deleted));
    const blog = await addBlog(author.id, 'Zebrafruit juice at scale');

    const startup = await signUpStartup(t.app, { name: 'Meera Shah', project: 'FruitCo' });
    const applyBy = indiaDayFrom(new Date(), 20);
    const open = await postJob(t.app, startup.token, fullTimeJob(applyBy, { title: 'Zebrafruit grader' }));
    expect(open.statusCode, open.body).toBe(201);
    const closed = await postJob(t.app, startup.token, fullTimeJob(applyBy, { title: 'Zebrafruit picker' }));
    await db().update(jobPostings).set({ status: 'closed' }).where(eq(jobPostings.id, closed.json().job._id));
    const hiddenJob = await postJob(
      t.app,
      startup.token,
      fullTimeJob(applyBy, { title: 'Zebrafruit packer' }),
    );
    await db()
      .update(jobPostings)
      .set({ hiddenAt: new Date() })
      .where(eq(jobPostings.id, hiddenJob.json().job._id));
    visible = { blog, job: open.json().job._id, person: founder.id };
  });
  afterAll(() => t.close());

  it('shows only what the viewer may see: never blocked either way, suspended, hidden, deleted, closed or out of discovery', async () => {
    const body = await searchFor('zebrafruit');
    const found = body.results.filter((result) => result.title.toLowerCase().includes('zebrafruit'));
    expect(new Set(found.map((result) => result.id))).toEqual(
      new Set([visible.blog, visible.job, visible.person]),
    );
    expect(body.counts).toEqual({ all: 4, people: 1, startups: 0, videos: 0, blogs: 2, talks: 0, jobs: 1 });
    const suggestions = (await call(searchApi.suggest.path, { q: 'zebrafruit' })).json()
      .suggestions as Result[];
    // Suggestions are titles that have the words ("Posting through the API" has them in its text only).
    expect(suggestions.map((s) => s.title).sort()).toEqual(
      ['Zebrafruit Founder', 'Zebrafruit grader', 'Zebrafruit juice at scale'].sort(),
    );
    for (const tab of ['people', 'videos', 'talks', 'jobs']) {
      const page = await searchFor('zebrafruit', { tab });
      expect(
        page.results.every(
          (result) => !/blocked|suspended|hidden|deleted|leaver|picker|packer/i.test(result.title),
        ),
      ).toBe(true);
    }
  });

  it('never indexes private fields such as the phone number', async () => {
    expect((await searchFor('9999988888')).results).toEqual([]);
  });

  it('escapes what people wrote and marks the matched words', async () => {
    const [result] = (await searchFor('zebrafruit orchard')).results;
    expect(result?.snippet).toContain('&lt;script&gt;');
    expect(result?.snippet).not.toContain('<script>');
    expect(result?.snippet).toContain('<mark>zebrafruit</mark>');
    const jaipur = (await searchFor('jaipur', { tab: 'blogs' })).results[0];
    expect(jaipur?.snippet).toContain('<mark>Jaipur</mark>');
  });

  it('finds Devanagari from romanised Hindi and the reverse, spelt loosely', async () => {
    expect(await titlesFor('kisan')).toEqual(
      expect.arrayContaining(['किसान की खेती और बाज़ार', 'Kisan mandi guide']),
    );
    expect(await titlesFor('kissan')).toContain('किसान की खेती और बाज़ार');
    expect(await titlesFor('किसान')).toContain('Kisan mandi guide');
    expect((await titlesFor('kheti', { tab: 'blogs' }))[0]).toBe('किसान की खेती और बाज़ार');
    expect((await titlesFor('जयपुर', { tab: 'blogs' }))[0]).toBe('Cold storage for farmers');
  });

  it('matches prefixes and typos', async () => {
    const khet = await searchFor('khet');
    expect(khet.results[0]).toMatchObject({ kind: 'startup', id: khetLink.id, title: 'KhetLink' });
    expect((await titlesFor('storge'))[0]).toBe('Cold storage for farmers');
    expect((await titlesFor('cold stor'))[0]).toBe('Cold storage for farmers');
  });

  it("suggests the newest titles in one statement, and reads the titles' index only when they are too few", async () => {
    const suggestStatements = async (q: string) => {
      const statements: string[] = [];
      const stop = t.database.observeQueries((text) => statements.push(text));
      try {
        const response = await call(searchApi.suggest.path, { q });
        expect(response.statusCode, response.body).toBe(200);
        return {
          titles: (response.json().suggestions as Result[]).map((s) => s.title),
          statements,
        };
      } finally {
        stop();
      }
    };
    for (let n = 1; n <= SEARCH_SUGGESTIONS + 1; n++) await addBlog(author.id, `Quokkaline pitch ${n}`);
    const common = await suggestStatements('quokkal');
    expect(common.titles).toHaveLength(SEARCH_SUGGESTIONS);
    expect(common.titles[0]).toBe(`Quokkaline pitch ${SEARCH_SUGGESTIONS + 1}`);
    // The session's own lookup, then the suggestion's one statement.
    expect(common.statements.filter((text) => !text.includes('"sessions"'))).toHaveLength(1);
    // Fewer matching titles than a list: the walk finds too few, and the titles' index is read.
    const rare = await suggestStatements('storag');
    expect(rare.titles).toContain('Cold storage for farmers');
    expect(rare.statements.filter((text) => !text.includes('"sessions"'))).toHaveLength(3);
  });

  it('finds only what has every word, each as typed, by its start or spelt loosely', async () => {
    // "Kisan mandi guide" has kisan but not cold; "Cold storage for farmers" has cold but not kisan.
    expect(await titlesFor('kisan cold')).toEqual([]);
    expect(await titlesFor('kissan mandi')).toContain('Kisan mandi guide');
    expect(await titlesFor('storge jaipur')).toEqual(['Cold storage for farmers']);
  });

  it('ranks equally matching people by their matchmaking rank (activity and completeness)', async () => {
    const first = await signUpWithProfile(t.app, 'Jobseeker', { Username: 'Tamarind Seeker', aboutMe: 'x' });
    const second = await signUpWithProfile(t.app, 'Jobseeker', { Username: 'Tamarind Seeker', aboutMe: 'x' });
    const order = async () =>
      (await searchFor('tamarind', { tab: 'people' })).results.map((result) => result.id);
    await db()
      .update(profiles)
      .set({ activeAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(profiles.userId, second.id));
    expect(await order()).toEqual([first.id, second.id]);
    await db()
      .update(profiles)
      .set({ activeAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(profiles.userId, first.id));
    expect(await order()).toEqual([second.id, first.id]);
  });

  it('pages through ranking ties without gaps or repeats', async () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const ids = new Set<string>();
    for (let i = 0; i < 7; i += 1)
      ids.add(await addBlog(author.id, 'Tiefield question', { kind: 'talk', createdAt: at }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: Awaited<ReturnType<typeof searchFor>> = await searchFor('tiefield', {
        tab: 'talks',
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(body.counts.talks).toBe(7);
      seen.push(...body.results.map((result) => result.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(ids);
  });

  it('keeps the same rules whether it ranks window by window or every match', async () => {
    // The same search three ways: every match ranked (the first window holds fewer matches than
    // asked), one window holding every document, and windows of three documents walked page by
    // page. Each way, every visible match and only those.
    const ways = {
      'every match': { size: 10_000, matches: 10_000 },
      'one window': { size: 10_000, matches: 1 },
      'small windows': { size: 3, matches: 1 },
    };
    for (const [way, windows] of Object.entries(ways)) {
      for (const tab of ['all', 'people', 'blogs', 'videos', 'talks', 'jobs'] as const) {
        const { results } = await pagesOf('zebrafruit', { tab, limit: 2, windows });
        const seen = results.filter((r) => r.title.toLowerCase().includes('zebrafruit')).map((r) => r.id);
        const expected = {
          all: [visible.blog, visible.job, visible.person],
          people: [visible.person],
          blogs: [visible.blog],
          jobs: [visible.job],
          videos: [],
          talks: [],
        }[tab];
        expect(seen.sort(), `${way}, ${tab}`).toEqual([...expected].sort());
      }
    }
  });

  it('ranks common words window by window of the newest documents, paging through every window without gaps', async () => {
    // Made in the future of the suite's other documents, so the newest windows are these; a
    // window of 6 documents holds 3 matches, at least the 2 asked for: ranked by windows.
    const base = Date.now() + 86_400_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const later = { db: t.app.container.db, clock: { now: () => at(1_000) } };
    const matching: string[] = [];
    for (let k = 40; k >= 31; k--) {
      await addBlog(author.id, `Unrelated talk ${k}`, { createdAt: at(2 * k + 1) });
      matching.push(await addBlog(author.id, `Durianwindow pitch ${k}`, { createdAt: at(2 * k) }));
    }
    const hidden = await addBlog(author.id, 'Durianwindow hidden pitch', { createdAt: at(71.5) });
    await db().update(blogs).set({ hiddenAt: new Date() }).where(eq(blogs.id, hidden));
    // More than a page's four windows with no match, then two old matches: a page ends short
    // with a cursor to go on, and the next pages find them.
    for (let k = 30; k >= 1; k--) await addBlog(author.id, `Unrelated note ${k}`, { createdAt: at(k) });
    for (const minute of [-2, -3])
      matching.push(await addBlog(author.id, 'Durianwindow old pitch', { createdAt: at(minute) }));

    // Posted after the first page, newer than any: it stays out of this search's later pages,
    // and the windows do not shift (nothing is repeated or skipped).
    const { seen, sizes } = await pagesOf('durianwindow', {
      limit: 2,
      now: at(1_000),
      afterPage: async (pages) => {
        if (pages === 0) await addBlog(author.id, 'Durianwindow newest pitch', { createdAt: at(900) });
      },
    });
    expect(seen).toEqual(matching);
    expect(seen).not.toContain(hidden);
    expect(sizes).toContain(0);
    // The counts read every match, not a window.
    expect((await searchCounts(later, viewer.id, { q: 'durianwindow', tab: 'blogs' })).counts.blogs).toBe(13);
  });

  it('finds a word as typed at once, while the expansion of the same query is reused', async () => {
    const me = { db: t.app.container.db, clock: t.app.container.clock };
    expect((await search(me, viewer.id, { q: 'cherimoyaheap', tab: 'all', limit: 5 })).results).toEqual([]);
    const blog = await addBlog(author.id, 'Cherimoyaheap orchard pitch');
    const statements: string[] = [];
    const stop = t.database.observeQueries((text) => statements.push(text));
    try {
      const again = await search(me, viewer.id, { q: 'cherimoyaheap', tab: 'all', limit: 5 });
      expect(again.results.map((result) => result.id)).toEqual([blog]);
    } finally {
      stop();
    }
    // The second search expanded nothing again: it sent only its page's statements.
    expect(statements.filter((text) => text.includes('search_words'))).toEqual([]);
    expect(statements.length).toBeGreaterThan(0);
  });

  it('ends a page short, with a cursor, once a window has filled half of it, and goes on from the next window', async () => {
    // Four windows of 6 documents, each holding 3 matches: a page of 4 is half full with one
    // window's 3, so it answers them and a cursor rather than reading another window for one more.
    const base = Date.now() + 3 * 86_400_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const matching: string[] = [];
    for (let k = 12; k >= 1; k--) {
      await addBlog(author.id, `Unrelated line ${k}`, { createdAt: at(2 * k + 1) });
      matching.push(await addBlog(author.id, `Sapodillastack pitch ${k}`, { createdAt: at(2 * k) }));
    }
    const { seen, sizes } = await pagesOf('sapodillastack', { limit: 4, now: at(1_000) });
    expect(sizes.slice(0, 4)).toEqual([3, 3, 3, 3]);
    // Every match once, newest window first (within one, the same words rank the newer first).
    expect(seen).toEqual(matching);
  });

  it('ranks all the matches when the newest documents hold fewer than a page of them', async () => {
    const base = Date.now() + 2 * 86_400_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const later = { db: t.app.container.db, clock: { now: () => at(1_000) } };
    const weak = await addBlog(author.id, 'A note', {
      createdAt: at(5),
      content: 'We met a rambutanfarm owner.',
    });
    for (let k = 1; k <= 8; k++) await addBlog(author.id, `Unrelated entry ${k}`, { createdAt: at(10 + k) });
    const strong = await addBlog(author.id, 'Rambutanfarm pitch', { createdAt: at(1) });
    const page = await search(
      later,
      viewer.id,
      { q: 'rambutanfarm', tab: 'all', limit: 5 },
      { size: 6, matches: 2 },
    );
    // Ranked over both matches: the title's match first although it is older.
    expect(page.results.map((result) => result.id)).toEqual([strong, weak]);
    expect(page.nextCursor).toBeNull();
  });

  it('answers bad input with a 400 in words, or nothing for one character, never a 500', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      for (const path of [searchApi.search.path, searchApi.counts.path, searchApi.suggest.path]) {
        const response = await call(path, query);
        expect(response.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(response.json().message).toBe(message);
      }
    };
    await refused({ q: '' }, SEARCH_WORDS.emptyQuery);
    await refused({ q: '   ' }, SEARCH_WORDS.emptyQuery);
    await refused({}, SEARCH_WORDS.emptyQuery);
    await refused({ q: 'x'.repeat(500) }, SEARCH_WORDS.queryTooLong);
    await refused({ q: 'kisan\u0007' }, API_ERRORS.controlCharacters);
    expect((await call(searchApi.search.path, { q: 'kisan', tab: 'everything' })).statusCode).toBe(400);
    expect(
      (await call(searchApi.counts.path, { q: 'kisan', tab: 'people', type: 'internship' })).statusCode,
    ).toBe(400);
    const badCursor = await call(searchApi.search.path, { q: 'kisan', cursor: 'bm90IGEgY3Vyc29y' });
    expect(badCursor.json().message).toBe(API_ERRORS.invalidCursor);
    expect((await searchFor('k')).results).toEqual([]);
    expect((await searchFor('k')).counts.all).toBe(0);
    expect((await call(searchApi.suggest.path, { q: 'k' })).json().suggestions).toEqual([]);
    for (const q of ['%%', "'", '&|!:*', '(a', 'ab:*', '\\']) {
      expect((await call(searchApi.search.path, { q })).statusCode, q).toBe(200);
      expect((await call(searchApi.suggest.path, { q })).statusCode, q).toBe(200);
      expect((await call(searchApi.counts.path, { q })).statusCode, q).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `${searchApi.search.path}?q=kisan` })).statusCode).toBe(
      401,
    );
  });

  it('keeps documents up to date with the rows they come from, in the same write', async () => {
    const video = await addVideo(author.id, 'Quinceberry press');
    expect(await titlesFor('quinceberry')).toEqual(['Quinceberry press']);
    await db().update(videos).set({ title: 'Pomelofruit press' }).where(eq(videos.id, video));
    expect(await titlesFor('quinceberry')).toEqual([]);
    expect(await titlesFor('pomelofruit')).toEqual(['Pomelofruit press']);
    await db().delete(videos).where(eq(videos.id, video));
    expect((await searchFor('pomelofruit')).counts.all).toBe(0);
  });

  it('keeps in its table of words only what some document holds: a word leaves with its last document', async () => {
    const words = async () =>
      (await db().select({ word: searchWords.word }).from(searchWords)).map((row) => row.word);
    const first = await addVideo(author.id, 'Jamunberry orchard', 'Cold rooms for jamunberry.');
    const second = await addVideo(author.id, 'Jamunberry jam');
    expect(await words()).toEqual(expect.arrayContaining(['jamunberry', 'orchard', 'jam']));
    // Retitled, the word it lost goes only if no document holds it; the one the other keeps stays.
    await db()
      .update(videos)
      .set({ title: 'Karonda jam', description: 'Short.' })
      .where(eq(videos.id, second));
    expect(await words()).toEqual(expect.arrayContaining(['jamunberry', 'karonda']));
    await db().delete(videos).where(eq(videos.id, first));
    const left = await words();
    expect(left).not.toContain('jamunberry');
    expect(left).toContain('karonda');
    // A loose spelling of a word gone finds nothing; of one still held, its document.
    expect((await searchFor('jamunbery')).counts.all).toBe(0);
    expect(await titlesFor('karondaa')).toEqual(['Karonda jam']);
  });

  it('is described in the OpenAPI document, and limited per person', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.paths[searchApi.search.path].get.tags).toEqual(['search']);
    expect(doc.paths[searchApi.suggest.path].get.tags).toEqual(['search']);
    expect(doc.paths[searchApi.counts.path].get.tags).toEqual(['search']);
    const busy = await signUpUser(t.app, 'Jobseeker');
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1)
      statuses.push((await call(searchApi.suggest.path, { q: 'ab' }, busy.token)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    expect((await call(searchApi.suggest.path, { q: 'ab' })).statusCode).toBe(200);
  });

  it('answers a refusal in Hindi when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${searchApi.search.path}?q=`,
      headers: { ...bearer(viewer.token), 'accept-language': 'hi-IN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('कृपया लिखें कि आप क्या ढूँढ रहे हैं।');
  });
});
