import { API, type Role } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { databaseLabel } from '../test/test-database.ts';

/**
 * Every keyset-paged list, paged to the end with several limits, returns each of 500 rows created
 * within one millisecond exactly once: pairs of rows share a timestamp to the microsecond, and
 * all 250 distinct timestamps share the millisecond (a millisecond cursor would skip rows).
 */
const ROWS = 500;
const LIMITS = [1, 7, 100];
const ROLES: Role[] = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'];
const ROLE_LISTS: Record<Role, string> = {
  Hustler: API.hustlerProfiles,
  Investor: API.investorProfiles,
  Cofounder: API.cofounderProfiles,
  Jobseeker: API.jobseekerProfiles,
};
/** Row g's timestamp: 250 distinct microseconds inside one millisecond, each used twice. */
const sameMillisecond = sql.raw(
  `'2026-01-01 00:00:00.123+00'::timestamptz + ((g % 250) * interval '1 microsecond')`,
);

type Page = { ids: string[]; next: string | null };
const envelope =
  (key: string) =>
  (response: LightMyRequestResponse): Page => {
    const body = response.json() as Record<string, unknown>;
    return {
      ids: (body[key] as Array<{ _id: string }>).map((item) => item._id),
      next: (body.nextCursor as string | null) ?? null,
    };
  };
const bareArray = (response: LightMyRequestResponse): Page => ({
  ids: (response.json() as Array<{ _id: string }>).map((item) => item._id),
  next: (response.headers['x-next-cursor'] as string | undefined) ?? null,
});
const dashboard = (response: LightMyRequestResponse): Page => {
  const { data } = response.json() as {
    data: { videos: Array<{ _id: string }>; blogs: Array<{ _id: string }>; nextCursor: string | null };
  };
  return { ids: [...data.videos, ...data.blogs].map((item) => item._id), next: data.nextCursor };
};

describe(`keyset paging integrity (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: { token: string; id: string };
  let partner: { token: string; id: string };
  let inbox: { token: string; id: string };
  const inserted: Record<string, string[]> = {};
  let videoId = '';
  let talkId = '';

  const ids = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Array<{ id: string }> }).rows.map(
      (row) => row.id,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signUpUser(t.app, 'Hustler');
    partner = await signUpUser(t.app, 'Investor');
    inbox = await signUpUser(t.app, 'Cofounder');
    const db = t.database.db;
    const series = sql.raw(`generate_series(1, ${ROWS}) as g`);
    inserted.videos = await ids(sql`
      insert into videos (user_id, title, description, storage_key, mime_type, size_bytes, created_at)
      select ${partner.id}::uuid, 'v' || g, 'd', 'videos/x.mp4', 'video/mp4', 1, ${sameMillisecond}
      from ${series} returning id`);
    inserted.blogs = await ids(sql`
      insert into blogs (user_id, kind, title, summary, content, created_at)
      select ${partner.id}::uuid, 'blog', 'b' || g, 's', 'c', ${sameMillisecond} from ${series} returning id`);
    inserted.talks = await ids(sql`
      insert into blogs (user_id, kind, title, created_at)
      select ${partner.id}::uuid, 'talk', 't' || g, ${sameMillisecond} from ${series} returning id`);
    videoId = inserted.videos[0]!;
    talkId = inserted.talks[0]!;
    inserted.videoComments = await ids(sql`
      insert into video_comments (video_id, user_id, text, created_at)
      select ${videoId}::uuid, ${viewer.id}::uuid, 'c' || g, ${sameMillisecond} from ${series} returning id`);
    inserted.talkComments = await ids(sql`
      insert into blog_comments (blog_id, user_id, text, created_at)
      select ${talkId}::uuid, case when g % 3 = 0 then null else ${viewer.id}::uuid end, 'c' || g, ${sameMillisecond}
      from ${series} returning id`);
    inserted.conversation = await ids(sql`
      insert into messages (sender_id, receiver_id, text, created_at)
      select case when g % 2 = 0 then ${viewer.id}::uuid else ${partner.id}::uuid end,
        case when g % 2 = 0 then ${partner.id}::uuid else ${viewer.id}::uuid end, 'm' || g, ${sameMillisecond}
      from ${series} returning id`);
    inserted.notifications = await ids(sql`
      insert into notifications (user_id, type, message, created_at)
      select ${viewer.id}::uuid, 'like', 'n' || g, ${sameMillisecond} from ${series} returning id`);
    for (const role of ROLES) {
      inserted[role] = await ids(sql`
        insert into users (email, password_hash, role, created_at)
        select ${`paging-${role}-`} || g || '@example.in', 'not a hash', ${role}, ${sameMillisecond}
        from ${series} returning id`);
      await db.execute(sql`
        insert into profiles (user_id, role, username)
        select id, role, ${`Paging${role} `} || id from users where email like ${`paging-${role}-%`}`);
    }
    // The chat list: 500 people each wrote to the inbox user, all within one millisecond.
    inserted.chats = inserted.Investor!;
    await db.execute(sql`
      insert into messages (sender_id, receiver_id, text, created_at)
      select id, ${inbox.id}::uuid, 'hello', '2026-01-01 00:00:00.123+00'::timestamptz
        + ((row_number() over (order by id) % 250) * interval '1 microsecond')
      from users where email like 'paging-Investor-%'`);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Pages to the end; every page within the limit. */
  async function pageThrough(
    url: string,
    token: string,
    limit: number,
    read: (r: LightMyRequestResponse) => Page,
  ) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 3 * ROWS; pages += 1) {
      const separator = url.includes('?') ? '&' : '?';
      const response = await t.app.inject({
        url: `${url}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = read(response);
      expect(page.ids.length).toBeLessThanOrEqual(limit);
      seen.push(...page.ids);
      if (!page.next) return seen;
      cursor = page.next;
    }
    throw new Error(`${url} did not end`);
  }

  const lists = () => [
    {
      name: 'getvideos',
      url: API.getVideos,
      token: viewer.token,
      read: envelope('data'),
      rows: inserted.videos!,
    },
    {
      name: 'getblogs?kind=blog',
      url: `${API.getBlogs}?kind=blog`,
      token: viewer.token,
      read: envelope('data'),
      rows: inserted.blogs!,
    },
    {
      name: 'getblogs?kind=talk',
      url: `${API.getBlogs}?kind=talk`,
      token: viewer.token,
      read: envelope('data'),
      rows: inserted.talks!,
    },
    {
      name: 'getblogs (both kinds)',
      url: API.getBlogs,
      token: viewer.token,
      read: envelope('data'),
      rows: [...inserted.blogs!, ...inserted.talks!],
    },
    {
      name: 'Dashcontent',
      url: API.feedPage,
      token: viewer.token,
      read: dashboard,
      rows: [...inserted.videos!, ...inserted.blogs!],
    },
    {
      name: 'video comments',
      url: API.videoComments(videoId),
      token: viewer.token,
      read: envelope('comments'),
      rows: inserted.videoComments!,
    },
    {
      name: 'talk comments',
      url: API.talkComments(talkId),
      token: viewer.token,
      read: envelope('comments'),
      rows: inserted.talkComments!,
    },
    {
      name: 'conversation history',
      url: API.conversation(partner.id),
      token: viewer.token,
      read: bareArray,
      rows: inserted.conversation!,
    },
    { name: 'chat list', url: API.messages, token: inbox.token, read: bareArray, rows: inserted.chats! },
    {
      name: 'notifications',
      url: API.notifications,
      token: viewer.token,
      read: bareArray,
      rows: inserted.notifications!,
    },
    ...ROLES.map((role) => ({
      name: `${role} profiles`,
      url: ROLE_LISTS[role],
      token: viewer.token,
      read: envelope('data'),
      rows: inserted[role]!,
    })),
    {
      name: 'users (searched)',
      url: `${API.users}?q=PagingJobseeker`,
      token: viewer.token,
      read: bareArray,
      rows: inserted.Jobseeker!,
    },
  ];

  const LIST_NAMES = [
    'getvideos',
    'getblogs?kind=blog',
    'getblogs?kind=talk',
    'getblogs (both kinds)',
    'Dashcontent',
    'video comments',
    'talk comments',
    'conversation history',
    'chat list',
    'notifications',
    ...ROLES.map((role) => `${role} profiles`),
    'users (searched)',
  ];
  it.each(LIST_NAMES.flatMap((name) => LIMITS.map((limit) => [name, limit] as const)))(
    '%s returns each of its rows exactly once at limit %i',
    async (name, limit) => {
      const list = lists().find((candidate) => candidate.name === name)!;
      const seen = await pageThrough(list.url, list.token, limit, list.read);
      const expected = new Set(list.rows);
      expect(new Set(seen).size, 'duplicates').toBe(seen.length);
      expect(seen.filter((id) => expected.has(id)).length, 'rows seen').toBe(expected.size);
    },
    300_000,
  );

  it('the unsearched users list pages through all 2,000+ users exactly once', async () => {
    for (const limit of [7, 100]) {
      const seen = await pageThrough(API.users, viewer.token, limit, bareArray);
      const everyone = ROLES.flatMap((role) => inserted[role]!);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => everyone.includes(id))).toHaveLength(everyone.length);
    }
  }, 300_000);

  it('a garbage or millisecond cursor, or a limit out of range, is a 400 on every list', async () => {
    const millisecondCursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.123Z', videoId])).toString(
      'base64url',
    );
    const bad = ['cursor=garbage', `cursor=${millisecondCursor}`, 'limit=0', 'limit=101', 'limit=abc'];
    for (const list of [...lists(), { url: API.users, token: viewer.token, name: 'users' }]) {
      for (const query of bad) {
        const separator = list.url.includes('?') ? '&' : '?';
        const response = await t.app.inject({
          url: `${list.url}${separator}${query}`,
          headers: bearer(list.token),
        });
        expect(response.statusCode, `${list.name} ${query}`).toBe(400);
        expect((response.json() as { message: string }).message).toBeTruthy();
      }
    }
  }, 120_000);
});
