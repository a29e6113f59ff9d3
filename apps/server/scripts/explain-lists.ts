/**
 * EXPLAIN ANALYZE of the video list's deep page on PostgreSQL, with the SQL text and values the
 * server really sends (captured from the repository), against the old OR-form cursor condition.
 *
 *   ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres VIDEOS=200000 npx tsx apps/server/scripts/explain-lists.ts
 *
 * Creates (and afterwards drops) a database named explain_lists on that server.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { encodeCursor } from '../src/lib/cursor.ts';
import { listVideos } from '../src/modules/videos/videos-repository.ts';

const adminUrl = process.env.ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(process.env.VIDEOS ?? 200_000);
const url = new URL(adminUrl);
url.pathname = '/explain_lists';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists explain_lists with (force)');
await admin.query('create database explain_lists');
const handle = await openDatabase({ url: url.toString() });
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  let started = Date.now();
  await client.query(`
    insert into users (email, password_hash, role, created_at)
    select 'u' || g || '@example.in', 'x', (array['Hustler','Investor','Cofounder','Jobseeker'])[1 + g % 4],
      now() - g * interval '1 minute'
    from generate_series(1, 5000) g;
    insert into profiles (user_id, username) select id, 'user ' || id from users;
    insert into videos (user_id, title, description, storage_key, mime_type, size_bytes, created_at)
    select people.ids[1 + g % 5000], 'Video ' || g, 'About video ' || g, 'videos/' || g || '.mp4', 'video/mp4',
      1000, now() - g * interval '150 millisecond' - (g % 997) * interval '1 microsecond'
    from generate_series(1, ${total}) g, (select array_agg(id) as ids from users) people;`);
  const { rows: viewers } = await client.query<{ id: string }>(
    'select id from users order by created_at limit 1',
  );
  const viewer = viewers[0]!.id;
  // An active viewer: likes on a tenth of all videos (the old plan hashed all of them per request).
  await client.query(
    `insert into video_likes (video_id, user_id) select id, $1 from videos where random() < 0.1`,
    [viewer],
  );
  await client.query(
    `insert into video_comments (video_id, user_id, text) select id, $1, 'nice' from videos where random() < 0.2`,
    [viewer],
  );
  await client.query('vacuum analyze');
  console.log(`seeded ${total} videos in ${Date.now() - started} ms`);

  const { rows: boundary } = await client.query<{ at: string; id: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
     from videos order by created_at desc, id desc offset $1 limit 1`,
    [Math.floor(total / 2)],
  );
  const cursor = encodeCursor(boundary[0]!);
  const captured: Array<{ text: string; params: unknown[] }> = [];
  const stop = handle.observeQueries((text, params) => captured.push({ text, params }));
  for (const query of [{ limit: 20 }, { limit: 20, cursor }]) {
    started = performance.now();
    await listVideos(handle.db, query, { viewerId: viewer });
    console.log(
      `listVideos ${query.cursor ? 'deep page' : 'first page'}: ${(performance.now() - started).toFixed(1)} ms (cold)`,
    );
  }
  stop();
  if (process.env.FORCE_GENERIC) await handle.db.execute(sql`set plan_cache_mode = force_generic_plan`);
  // Re-planning: after a few runs PostgreSQL should settle on the prepared statements' generic plans.
  for (let run = 0; run < 10; run += 1)
    await listVideos(handle.db, { limit: 20, cursor }, { viewerId: viewer });
  started = performance.now();
  for (let run = 0; run < 100; run += 1)
    await listVideos(handle.db, { limit: 20, cursor }, { viewerId: viewer });
  console.log(
    `listVideos deep page, warm: ${((performance.now() - started) / 100).toFixed(2)} ms per call (100 calls)`,
  );
  const plans = await handle.db.execute(
    sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'videos%'`,
  );
  console.log(
    'prepared statements on the pool connection:',
    JSON.stringify((plans as unknown as { rows: unknown[] }).rows),
  );
  for (const [label, statement] of [
    ['first page', captured[0]!],
    [`page after ${total / 2} rows`, captured[1]!],
  ] as const) {
    const plan = await client.query(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.params,
    );
    console.log(`\n== ours, ${label}\n${statement.text}\n`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
  const old = `
    select v.*, u.*, p.*,
      exists(select 1 from video_likes vl where vl.video_id = v.id and vl.user_id = $3) as liked,
      (select count(*)::int from video_comments vc where vc.video_id = v.id) as comments
    from videos v join users u on u.id = v.user_id join profiles p on p.user_id = v.user_id
    where v.created_at < $1 or (v.created_at = $1 and v.id < $2)
    order by v.created_at desc, v.id desc limit 21`;
  const plan = await client.query(`explain (analyze, buffers, costs off) ${old}`, [
    boundary[0]!.at,
    boundary[0]!.id,
    viewer,
  ]);
  console.log(`\n== before (OR-form cursor, joins before the limit), page after ${total / 2} rows`);
  for (const row of plan.rows) console.log(row['QUERY PLAN']);
} finally {
  await client.end();
  await handle.close();
  await admin.query('drop database if exists explain_lists with (force)');
  await admin.end();
}
