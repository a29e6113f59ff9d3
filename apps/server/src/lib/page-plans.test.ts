import { API } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { databaseLabel } from '../test/test-database.ts';
import { pageFetch } from './cursor.ts';

/**
 * A list's statement is planned once, not on every page (decision 052). With `limit $n` the
 * planner priced the generic plan for a tenth of the table, so PostgreSQL kept choosing a custom
 * plan and planned the statement again for every request. One connection (pool of 1), so every
 * request's statement is in the one session that pg_prepared_statements shows. The table holds
 * 2,000 videos by 500 people: with a few dozen videos, or one poster, the planner prices a tenth
 * of the table below a custom plan and either statement keeps its generic plan.
 */
describe(`list statements keep their generic plan (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: { token: string; id: string };

  beforeAll(async () => {
    t = await buildTestApp({}, { pool: { size: 1 } });
    viewer = await signUpUser(t.app, 'Hustler');
    // 2,000 videos by 500 people, as a feed has: each page's authors are looked up one by one.
    await t.database.db.execute(sql`
      insert into users (email, password_hash, role)
      select 'plans-' || g || '@example.in', 'not a hash', 'Investor' from generate_series(1, 500) g`);
    await t.database.db.execute(sql`
      insert into profiles (user_id, role, username)
      select id, role, 'Poster ' || id from users where email like 'plans-%'`);
    await t.database.db.execute(sql`
      insert into videos (user_id, title, description, storage_key, mime_type, size_bytes, created_at)
      select u.id, 'Pitch ' || g, 'A pitch', 'videos/' || g || '.mp4', 'video/mp4', 1000,
        now() - g * interval '1 minute'
      from generate_series(1, 2000) g
      join (select id, row_number() over (order by id) - 1 as n from users where email like 'plans-%') u
        on u.n = g % 500`);
    await t.database.db.execute(sql`
      insert into blogs (user_id, kind, title, summary, content)
      select id, 'blog', 'Notes ' || id, 'A summary', 'Words' from users where email like 'plans-%' limit 30`);
    // The viewer liked most of them, as the bench's viewer did (5,000 likes).
    await t.database.db.execute(sql`
      insert into video_likes (video_id, user_id)
      select id, ${viewer.id}::uuid from videos order by created_at desc offset 1 limit 1500`);
    // Enough rows that a tenth of them (what `limit $n` was priced at) is far more than a page.
    await t.database.db.execute(sql`analyze videos, users, profiles, video_likes`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const videosOf = (response: { json(): unknown }) => (response.json() as { data: unknown[] }).data;

  const plans = async (name: string) => {
    const result = (await t.database.db.execute(
      // The embedded database's worker gives each connection's statement names a prefix.
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where right(name, ${name.length}) = ${name} order by generic_plans + custom_plans desc limit 1`,
    )) as unknown as { rows: { generic: number; custom: number }[] };
    return result.rows[0];
  };

  it('pages of the feed, ten requests each, run on a generic plan after the first five', async () => {
    for (const limit of [20, 12]) {
      for (let request = 0; request < 10; request += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${API.getVideos}?limit=${limit}`,
          headers: bearer(viewer.token),
        });
        expect(response.statusCode).toBe(200);
        expect(videosOf(response).length).toBe(limit);
      }
      const counted = await plans(`videos_list_first_${limit + 1}`);
      expect(counted).toBeDefined();
      expect(counted!.custom).toBeLessThanOrEqual(5);
      expect(counted!.generic).toBeGreaterThanOrEqual(5);
    }
  });

  it("every request's session lookup and Dashcontent's comment previews are planned once", async () => {
    for (let request = 0; request < 10; request += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API.feedPage}?limit=12`,
        headers: bearer(viewer.token),
      });
      expect(response.statusCode).toBe(200);
    }
    for (const name of ['sessions_live', 'blogs_latest_comments']) {
      const counted = await plans(name);
      expect(counted, name).toBeDefined();
      expect(counted!.custom, name).toBeLessThanOrEqual(5);
      expect(counted!.generic, name).toBeGreaterThanOrEqual(5);
    }
  });

  it("the kept plan probes the viewer's like per row, never hashing all their likes", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API.getVideos}?limit=20`,
      headers: bearer(viewer.token),
    });
    const page = videosOf(response) as { userHasLiked: boolean }[];
    // The newest video is the one they did not like; the rest of the page they did.
    const likedFlags = page.map((video) => video.userHasLiked);
    expect(likedFlags).toEqual([false, ...Array.from({ length: 19 }, () => true)]);
    const result = (await t.database.db.execute(
      sql`select name, parameter_types::text[] as types from pg_prepared_statements
        where right(name, ${'videos_list_first_21'.length}) = 'videos_list_first_21'`,
    )) as unknown as { rows: { name: string; types: string[] }[] };
    const statement = result.rows[0]!;
    // The viewer's id for each uuid; 1 for the author lookup's `limit`, drizzle's one bound number.
    const values = statement.types.map((type) => (type === 'uuid' ? `'${viewer.id}'` : '1')).join(', ');
    const explained = (await t.database.db.execute(
      sql.raw(`explain execute "${statement.name}"(${values})`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('video_likes_video_id_user_id_pk');
    expect(plan).not.toContain('video_likes_user_idx');
  });

  it('a page size of its own fetches the next size up and answers its own', async () => {
    expect(pageFetch(1).rows).toBe(11);
    expect(pageFetch(13).rows).toBe(21);
    expect(pageFetch(100).rows).toBe(101);
    // Above the API's largest (a caller inside the server), the size itself.
    expect(pageFetch(150).rows).toBe(151);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API.getVideos}?limit=13`,
      headers: bearer(viewer.token),
    });
    expect(videosOf(response).length).toBe(13);
    expect((response.json() as { nextCursor: string | null }).nextCursor).toEqual(expect.any(String));
  });
});
