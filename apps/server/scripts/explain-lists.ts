/**
 * EXPLAIN ANALYZE of the video list's and the chat list's deep pages on PostgreSQL, with the SQL
 * text and values the server really sends (captured from the repositories), against the old
 * OR-form / distinct-on queries, and the generic plan each prepared statement gets under
 * `plan_cache_mode = force_generic_plan` (PREPARE + EXPLAIN EXECUTE; PostgreSQL 15 has no
 * EXPLAIN (GENERIC_PLAN)).
 *
 *   ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres VIDEOS=200000 npx tsx apps/server/scripts/explain-lists.ts
 *
 * Creates (and afterwards drops) a database named explain_lists on that server.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { encodeCursor } from '../src/lib/cursor.ts';
import type { MediaStorage } from '../src/media/storage.ts';
import { listChats } from '../src/modules/messages/chat-list.ts';
import { listVideos } from '../src/modules/videos/videos-repository.ts';

const adminUrl = process.env.ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(process.env.VIDEOS ?? 100_000);
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
    insert into profiles (user_id, role, username) select id, role, 'user ' || id from users;
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
  // The viewer's chat history: 20 messages with each of the other 4,999 users (about 100k
  // messages); the insert trigger folds them into 4,999 conversations rows.
  await client.query(
    `insert into messages (sender_id, receiver_id, text, read_at, created_at)
     select case when m % 2 = 0 then $1 else u.id end, case when m % 2 = 0 then u.id else $1 end,
       'message ' || m, case when m < 18 then now() end,
       now() - (row_number() over (order by u.id)) * interval '1 minute' - m * interval '1 second'
     from users u cross join generate_series(0, 19) m where u.id <> $1`,
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
  const storage = { publicUrl: (key: string) => `/media/${key}` } as unknown as MediaStorage;
  const { rows: chatBoundary } = await client.query<{ at: string; id: string }>(
    `select to_char(last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, last_message_id as id
     from conversations where user_id = $1 order by last_at desc, last_message_id desc offset 2500 limit 1`,
    [viewer],
  );
  const chatCursor = encodeCursor(chatBoundary[0]!);
  const chatCaptured: Array<{ text: string; params: unknown[] }> = [];
  const stopChat = handle.observeQueries((text, params) => chatCaptured.push({ text, params }));
  for (const query of [{ limit: 20 }, { limit: 20, cursor: chatCursor }]) {
    started = performance.now();
    await listChats(handle.db, storage, viewer, query);
    console.log(
      `listChats ${query.cursor ? 'deep page' : 'first page'}: ${(performance.now() - started).toFixed(1)} ms (cold)`,
    );
  }
  stopChat();
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
  for (const [label, statement] of [
    ['chat list, first page', chatCaptured[0]!],
    ['chat list, page after 2,500 conversations', chatCaptured[1]!],
  ] as const) {
    const plan = await client.query(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.params,
    );
    console.log(`\n== ours, ${label}\n${statement.text}\n`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
  // The generic plans the prepared statements would run under force_generic_plan.
  await client.query('set plan_cache_mode = force_generic_plan');
  for (const [label, statement] of [
    ['videos_list_after', captured[1]!],
    ['videos_list_first', captured[0]!],
    ['messages_chat_list_after', chatCaptured[1]!],
  ] as const) {
    await client.query(`prepare explain_${label} as ${statement.text}`);
    const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value)}'`);
    const plan = await client.query(
      `explain (analyze, buffers, costs off) execute explain_${label}(${statement.params.map(literal).join(', ')})`,
    );
    console.log(`\n== generic plan (force_generic_plan), ${label}`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
  await client.query('reset plan_cache_mode');
  const oldChat = `
    with mine as (
      select case when sender_id = $1 then receiver_id else sender_id end as partner_id, id, text, sender_id, created_at
      from messages where sender_id = $1 or receiver_id = $1
    ), latest as (
      select distinct on (partner_id) partner_id, id, text, sender_id, created_at
      from mine order by partner_id, created_at desc, id desc
    )
    select latest.*, u.role, p.username, p.profile_pic, p.contact_email,
      (select count(*)::int from messages m
        where m.sender_id = latest.partner_id and m.receiver_id = $1 and m.read_at is null) as unread
    from latest join users u on u.id = latest.partner_id join profiles p on p.user_id = latest.partner_id
    where (latest.created_at, latest.id) < ($2::timestamptz, $3::uuid)
    order by latest.created_at desc, latest.id desc limit 21`;
  const oldChatPlan = await client.query(`explain (analyze, buffers, costs off) ${oldChat}`, [
    viewer,
    chatBoundary[0]!.at,
    chatBoundary[0]!.id,
  ]);
  console.log('\n== before (distinct on over all my messages), chat list page after 2,500 conversations');
  for (const row of oldChatPlan.rows) console.log(row['QUERY PLAN']);
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
