/**
 * Fills a PostgreSQL database with a platform at scale, in SQL with generate_series (one
 * INSERT ... SELECT per table, no rows through Node):
 *
 *   DATABASE_URL=postgres://… npx tsx bench/seed/seed.ts [--videos 1000000] [--users 5000] [--reset]
 *
 * The app's migrations run first (the server's openDatabase). Users of all four roles with full
 * profiles; videos by Hustlers over the past year; likes (about 2 per video, the `likes` counter
 * equal to the rows) with one active viewer, viewer@bench.ideaignite.in, who liked about 20,000
 * videos (at most half of them); comments; blogs and talks (a tenth of the videos each) with
 * comments; connections; conversations and notifications. Ids are md5-derived from the row
 * number, so two seeds of the same size hold the same rows. Every user's password is
 * BENCH_PASSWORD. Refuses a database that already has users, unless --reset (TRUNCATE first).
 */
import { pathToFileURL } from 'node:url';
import { AVAILABILITIES, INDIA_CITIES, SECTORS, TICKET_AMOUNTS } from '@ideaignite/contract';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { flag, log, option } from '../lib/harness.ts';
import { peopleSql, videoTextSql } from './search.ts';
import * as text from './text.ts';

export const BENCH_PASSWORD = 'Bench#Ignite2025';
export const VIEWER_EMAIL = 'viewer@bench.ideaignite.in';

export interface SeedOptions {
  videos: number;
  users?: number;
  /** Likes of the active viewer; default min(20,000, videos / 2). */
  viewerLikes?: number;
  reset?: boolean;
  /**
   * The search bench's text (bench/seed/search.ts): videos' titles and descriptions from its
   * vocabulary, and `people` more users with full profiles after the `users`.
   */
  searchText?: { people: number };
}

export interface SeedResult {
  viewer: { id: string; email: string; role: string };
  counts: Record<string, number>;
  seconds: number;
  steps: { step: string; seconds: number }[];
}

const TABLES = [
  'users',
  'profiles',
  'videos',
  'video_likes',
  'video_comments',
  'blogs',
  'blog_comments',
  'connections',
  'messages',
  'notifications',
];

/** `list[1 + expr % length]` in SQL: a word chosen by the row number. */
const pick = (list: readonly string[], expr: string) =>
  `(${text.sqlArray(list)})[(1 + ((${expr}) % ${list.length}))::int]`;
const userId = (expr: string) => `md5('u' || (${expr}))::uuid`;

/** The matchmaking columns (issue 14) every profile gets, in matchingValues' order. */
const MATCHING_COLUMNS =
  'sectors, state, city, ticket_min, ticket_max, open_to_pitches, commitment, availability, completeness, active_at';

/** `values[index]` of a list whose entries appear `weight` times: a skewed choice by row number. */
const weighted = <T>(entries: readonly T[], weight: (entry: T, index: number) => number) =>
  entries.flatMap((_, index) => Array<number>(weight(entries[index]!, index)).fill(index + 1));
const intArray = (values: readonly number[]) => `array[${values.join(',')}]::int[]`;

/**
 * Realistic matchmaking fields for row n (users 1..H Hustlers, ..I Investors, ..C Cofounders, then
 * Jobseekers): one or two of the contract's sectors, the common ones more often, an eighth with
 * none; a listed city (the metros more often) and its state, a tenth with none; investors a ticket
 * range from the ticket amounts (a seventh with none) and two in three open to pitches;
 * co-founders a commitment, job seekers an availability (some unset). Completeness 30–100 and the
 * last activity within 90 days, spread by row number: the rank trigger makes rank_at of them.
 */
function matchingValues(H: number, I: number, C: number) {
  const COMMON = ['fintech', 'saas', 'd2c', 'agritech', 'edtech'];
  const sectorWeights = weighted(SECTORS, (sector) => (COMMON.includes(sector.value) ? 4 : 1));
  const first = `(${intArray(sectorWeights)})[1 + ((n * 17) % ${sectorWeights.length})::int]`;
  const second = `(((${first}) + (n % 13)) % ${SECTORS.length} + 1)`;
  const sectorValues = text.sqlArray(SECTORS.map((sector) => sector.value));
  const METROS = ['Bengaluru', 'Mumbai', 'Delhi', 'Hyderabad', 'Pune', 'Chennai', 'Gurugram', 'Noida'];
  const cityWeights = weighted(INDIA_CITIES, (city) => (METROS.includes(city.name) ? 6 : 1));
  const cityIndex = `(${intArray(cityWeights)})[1 + ((n * 31) % ${cityWeights.length})::int]`;
  const amounts = `array[${TICKET_AMOUNTS.join(',')}]::bigint[]`;
  const low = `(1 + (n * 7) % 9)::int`;
  const high = `(1 + (n * 7) % 9 + n % 4)::int`;
  const investor = `n > ${H} and n <= ${I}`;
  return [
    `case when n % 8 = 0 then '{}'::text[] when n % 3 = 0 then array[(${sectorValues})[${first}]]
       else array[(${sectorValues})[${first}], (${sectorValues})[${second}]] end`,
    `case when n % 10 <> 0 then (${text.sqlArray(INDIA_CITIES.map((city) => city.state))})[${cityIndex}] end`,
    `case when n % 10 <> 0 then (${text.sqlArray(INDIA_CITIES.map((city) => city.name))})[${cityIndex}] end`,
    `case when ${investor} and n % 7 <> 0 then (${amounts})[${low}] end`,
    `case when ${investor} and n % 7 <> 0 then (${amounts})[${high}] end`,
    `${investor} and n % 3 <> 0`,
    `case when n > ${I} and n <= ${C} then (array['fullTime', 'partTime'])[(1 + n % 3)::int] end`,
    `case when n > ${C} then (${text.sqlArray(AVAILABILITIES.map((a) => a.value))})[(1 + n % 5)::int] end`,
    `30 + (n * 7919) % 71`,
    `now() - ((n * 104729) % 129600) * interval '1 minute'`,
  ].join(',\n         ');
}

/** The statements, in order. Users 1..H are Hustlers, then Investors, Cofounders, Jobseekers. */
function statements(
  o: Required<Omit<SeedOptions, 'searchText'>> & Pick<SeedOptions, 'searchText'>,
  passwordHash: string,
) {
  const U = o.users;
  const H = Math.floor(U / 2);
  const I = H + Math.floor(U / 5);
  const C = I + Math.floor(U / 6);
  const viewer = H + 1; // the first Investor
  const V = o.videos;
  const posts = Math.max(1, Math.floor(V / 5)); // blogs and talks, alternating
  const stride = Math.max(2, Math.floor(V / o.viewerLikes));
  const viewerLikes = Math.min(o.viewerLikes, Math.floor(V / stride));
  // Videos one every `step` seconds back from now, with microsecond jitter so keys differ below
  // the millisecond too.
  const step = (365 * 24 * 3600) / V;
  const role = `case when n <= ${H} then 'Hustler' when n <= ${I} then 'Investor' when n <= ${C} then 'Cofounder' else 'Jobseeker' end`;
  const name = `${pick(text.FIRST_NAMES, 'n * 7')} || ' ' || ${pick(text.LAST_NAMES, 'n * 13 + n / 40')}`;
  const sentence = (expr: string) => pick(text.SENTENCES, expr);
  const otherUser = (expr: string) =>
    `(case when (${expr}) % ${U - 1} + 1 < ${viewer} then (${expr}) % ${U - 1} + 1 else (${expr}) % ${U - 1} + 2 end)`;
  const likers = `((n * 13) % 5)`; // 0..4 likes by other users, about 2 a video
  const viewerLiked = `(n % ${stride} = 0 and n <= ${stride * viewerLikes})`;
  const searchText = o.searchText ? videoTextSql('n') : undefined;
  const videoTitle =
    searchText?.title ??
    `${pick(text.PITCH_OPENERS, 'n')} || ': ' || ${pick(text.PROJECTS, 'n * 7')} || ', ' || ${pick(text.SECTORS, 'n * 11')} || ' in ' || ${pick(text.CITIES, 'n * 13')}`;
  const videoDescription =
    searchText?.description ??
    `${sentence('n')} || ' ' || ${sentence('n * 7 + 1')} || ' ' || ${sentence('n * 11 + 2')}`;

  const steps = [
    [
      'users',
      `insert into users (id, email, password_hash, role, verified, created_at)
       select ${userId('n')},
              case when n = ${viewer} then '${VIEWER_EMAIL}' else 'user' || n || '@bench.ideaignite.in' end,
              '${passwordHash.replaceAll("'", "''")}', ${role}, n % 7 <> 0,
              now() - interval '500 days' + n * interval '2 minutes'
       from generate_series(1::bigint, ${U}) n`,
    ],
    [
      'profiles',
      `insert into profiles (user_id, role, username, display_name, bio, phoneno, project, current_stage, skills,
         current_work, contribution, superpower, dream_project, contact_email, investor_type, interest_areas,
         adventure_alert, exploration_preference, excitement, about_me, experience, desired_role,
         ${MATCHING_COLUMNS}, created_at, updated_at)
       select ${userId('n')}, ${role}, ${name}, ${pick(text.FIRST_NAMES, 'n * 7')},
         'Building in ' || ${pick(text.SECTORS, 'n * 3')} || ' from ' || ${pick(text.CITIES, 'n * 5')} || '. ' || ${sentence('n')},
         case when n % 3 = 0 then '+9198' || lpad((n * 7919 % 100000000)::text, 8, '0') end,
         case when n <= ${H} then ${pick(text.PROJECTS, 'n')} end,
         case when n <= ${H} then ${pick(text.STAGES, 'n')} end,
         array[${pick(text.SKILLS, 'n')}, ${pick(text.SKILLS, 'n * 5 + 1')}],
         case when n <= ${H} then ${sentence('n * 3 + 1')} end,
         case when n <= ${H} then ${sentence('n * 5 + 2')} end,
         case when n > ${I} and n <= ${C} then 'Shipping a product in a week' end,
         case when n > ${I} and n <= ${C} then ${sentence('n * 7 + 3')} end,
         case when n > ${H} and n <= ${I} then 'invest' || n || '@bench.ideaignite.in' end,
         case when n > ${H} and n <= ${I} then ${pick(text.INVESTOR_TYPES, 'n')} end,
         case when n > ${H} and n <= ${I} then array[${pick(text.INTEREST_AREAS, 'n')}, ${pick(text.INTEREST_AREAS, 'n + 2')}] else '{}' end,
         1 + n % 10, 1 + (n * 3) % 10,
         case when n > ${H} and n <= ${I} then ${sentence('n * 11 + 4')} end,
         case when n > ${C} then ${sentence('n * 13 + 5')} end,
         case when n > ${C} then ${sentence('n * 17 + 6')} end,
         case when n > ${C} then ${pick(text.DESIRED_ROLES, 'n')} end,
         ${matchingValues(H, I, C)},
         now() - interval '500 days' + n * interval '2 minutes', now()
       from generate_series(1::bigint, ${U}) n`,
    ],
    [
      'videos',
      `insert into videos (id, user_id, title, description, storage_key, mime_type, size_bytes, poster_key, likes, created_at)
       select md5('v' || n)::uuid, ${userId(`1 + (n * 7919) % ${H}`)},
         ${videoTitle},
         ${videoDescription},
         'videos/bench-' || n || '.mp4', 'video/mp4', 1000000 + (n * 7919) % 40000000,
         case when n % 10 <> 0 then 'posters/bench-' || n || '.jpg' end,
         ${likers} + case when ${viewerLiked} then 1 else 0 end,
         now() - n * interval '${step.toFixed(6)} seconds' - ((n * 37) % 1000) * interval '1 microsecond'
       from generate_series(1::bigint, ${V}) n`,
    ],
    [
      'video_likes',
      `insert into video_likes (video_id, user_id, created_at)
       select md5('v' || n)::uuid, ${userId(otherUser('n * 31 + j * 997'))}, now() - n * interval '${step.toFixed(6)} seconds' + interval '1 hour'
       from generate_series(1::bigint, ${V}) n cross join generate_series(0, 3) j
       where j < ${likers}
       union all
       select md5('v' || n)::uuid, ${userId(String(viewer))}, now() - n * interval '${step.toFixed(6)} seconds' + interval '2 hours'
       from generate_series(${stride}::bigint, ${stride * viewerLikes}, ${stride}) n`,
    ],
    [
      'video_comments',
      `insert into video_comments (id, video_id, user_id, text, created_at)
       select md5('vc' || n || '-' || c)::uuid, md5('v' || n)::uuid, ${userId(`1 + (n * 17 + c * 101) % ${U}`)},
         ${pick(text.COMMENTS, 'n + c')}, now() - n * interval '${step.toFixed(6)} seconds' + (c + 1) * interval '1 hour'
       from generate_series(5::bigint, ${V}, 5) n cross join generate_series(0, 2) c
       where c <= (n / 5) % 3`,
    ],
    [
      'blogs',
      `insert into blogs (id, user_id, kind, title, summary, content, cover_key, created_at)
       select md5('b' || n)::uuid,
         case when n % 2 = 0 then ${userId(`1 + (n * 104729) % ${H}`)} else ${userId(`1 + (n * 104729) % ${U}`)} end,
         case when n % 2 = 0 then 'blog' else 'talk' end,
         case when n % 2 = 0 then ${pick(text.BLOG_TOPICS, 'n')} || ' (' || ${pick(text.CITIES, 'n * 3')} || ')' else ${pick(text.TALKS, 'n')} end,
         case when n % 2 = 0 then ${sentence('n * 3')} end,
         case when n % 2 = 0 then repeat(${sentence('n * 5')} || ' ' || ${sentence('n * 7 + 1')} || ' ', 6) end,
         case when n % 6 = 0 then 'covers/bench-' || n || '.png' end,
         now() - n * interval '${(step * 5).toFixed(6)} seconds' - ((n * 41) % 1000) * interval '1 microsecond'
       from generate_series(1::bigint, ${posts}) n`,
    ],
    [
      'blog_comments',
      `insert into blog_comments (id, blog_id, user_id, text, created_at)
       select md5('bc' || n || '-' || c)::uuid, md5('b' || n)::uuid, ${userId(`1 + (n * 23 + c * 211) % ${U}`)},
         ${pick(text.COMMENTS, 'n * 3 + c')}, now() - n * interval '${(step * 5).toFixed(6)} seconds' + (c + 1) * interval '1 hour'
       from generate_series(1::bigint, ${posts}) n cross join generate_series(0, 2) c
       where n % 3 = 0 or c = 0 and n % 3 = 1`,
    ],
    [
      'connections',
      `insert into connections (hustler_id, investor_id, status, responded_at, created_at)
       select ${userId(`1 + i % ${H}`)}, ${userId(`${H + 1} + (i * 7) % ${I - H}`)},
         (array['new', 'connected', 'passed'])[(1 + i % 3)::int],
         case when i % 3 <> 0 then now() - i * interval '1 hour' end, now() - i * interval '2 hours'
       from generate_series(1::bigint, ${Math.min(3000, H)}) i`,
    ],
    [
      'messages',
      // The viewer's 200 conversations of 40 messages, then messages between other users.
      `insert into messages (sender_id, receiver_id, text, read_at, created_at)
       select case when m % 2 = 0 then ${userId(String(viewer))} else ${userId(otherUser('p * 101'))} end,
              case when m % 2 = 0 then ${userId(otherUser('p * 101'))} else ${userId(String(viewer))} end,
              ${pick(text.WORDS, 'm')}, case when m > 2 then now() - (p * 40 + m) * interval '1 minute' end,
              now() - (p * 40 + m) * interval '3 minutes' - p * interval '1 microsecond'
       from generate_series(1, 200) p cross join generate_series(0, 39) m
       union all
       select ${userId(`1 + (i * 37) % ${U}`)}, ${userId(`1 + (i * 53 + 1) % ${U}`)}, ${pick(text.WORDS, 'i')},
              case when i % 4 <> 0 then now() - i * interval '10 seconds' end, now() - i * interval '20 seconds'
       from generate_series(1::bigint, ${Math.max(20_000, Math.floor(V / 10))}) i
       where (i * 37) % ${U} <> (i * 53 + 1) % ${U}`,
    ],
    [
      'notifications',
      `insert into notifications (user_id, type, message, is_read, actor_id, entity_id, created_at)
       select case when i <= 500 then ${userId(String(viewer))} else ${userId(`1 + (i * 61) % ${U}`)} end,
              (array['like', 'comment', 'message', 'ignite'])[(1 + i % 4)::int],
              ${pick(text.FIRST_NAMES, 'i')} || ' ' || (array['liked your video', 'commented on your video', 'sent you a message', 'ignited a connection with you'])[(1 + i % 4)::int],
              -- (user, actor) pairs repeat every U rows: past the first U, message notifications are
              -- read, as the app keeps one unread message notification per pair (a unique index).
              i % 3 = 0 or (i % 4 = 2 and i > ${U}), ${userId(`1 + (i * 67) % ${U}`)}, md5('v' || i)::uuid::text,
              now() - i * interval '5 minutes'
       from generate_series(1::bigint, ${Math.max(5_000, Math.floor(V / 20))}) i`,
    ],
  ] as [string, string][];
  if (o.searchText?.people) steps.push(...peopleSql(U, o.searchText.people, passwordHash));
  return steps;
}

export interface SavedSchema {
  constraints: { table: string; name: string; definition: string; kind: string }[];
  indexes: { name: string; definition: string }[];
}

/**
 * Drops the primary keys, unique keys and indexes of `tables` (the seeded ones by default), and
 * every foreign key in the schema (they reference those keys), read from the catalog so the seed
 * follows whatever the migrations created. restoreKeysAndIndexes puts them back as they were.
 */
export async function dropKeysAndIndexes(
  client: pg.Client,
  tables: readonly string[] = TABLES,
): Promise<SavedSchema> {
  const constraints = await client.query<SavedSchema['constraints'][number]>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition,
            c.contype as kind
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where n.nspname = 'public' and (c.contype = 'f' or c.contype in ('p', 'u') and c.conrelid::regclass::text = any($1))`,
    [tables],
  );
  const indexes = await client.query<SavedSchema['indexes'][number]>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`,
    [tables],
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const ordered = [...constraints.rows].sort((a, b) => Number(b.kind === 'f') - Number(a.kind === 'f'));
  for (const c of ordered) await client.query(`alter table ${c.table} drop constraint ${quote(c.name)}`);
  for (const index of indexes.rows) await client.query(`drop index ${quote(index.name)}`);
  return { constraints: constraints.rows, indexes: indexes.rows };
}

export async function restoreKeysAndIndexes(client: pg.Client, saved: SavedSchema) {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const add = (c: SavedSchema['constraints'][number]) =>
    client.query(`alter table ${c.table} add constraint ${quote(c.name)} ${c.definition}`);
  for (const c of saved.constraints.filter((c) => c.kind !== 'f')) await add(c);
  for (const index of saved.indexes) await client.query(index.definition);
  for (const c of saved.constraints.filter((c) => c.kind === 'f')) await add(c);
}

/** The tables whose triggers keep search_documents (migration 0015), and those triggers. */
const SEARCH_TRIGGERS = [
  ['videos', 'search_videos_trigger'],
  ['blogs', 'search_blogs_trigger'],
  ['job_postings', 'search_job_postings_trigger'],
  ['profiles', 'search_profiles_trigger'],
] as const;

async function setSearchTriggers(client: pg.Client, to: 'enable' | 'disable') {
  for (const [table, trigger] of SEARCH_TRIGGERS)
    await client.query(`alter table ${table} ${to} trigger ${trigger}`);
}

/** Drops search_documents' indexes but its key (the backfill's ON CONFLICT needs it); answers their definitions. */
async function dropSearchIndexes(client: pg.Client): Promise<string[]> {
  const indexes = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = 'search_documents'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes.rows) await client.query(`drop index "${index.name.replaceAll('"', '""')}"`);
  return indexes.rows.map((index) => index.definition);
}

/**
 * What the search triggers would have written for every row: the migration's own backfill
 * statements (search_put, search_put_profile), so the documents are the triggers' to the byte.
 */
async function fillSearchDocuments(client: pg.Client) {
  await client.query('truncate search_documents');
  await client.query(
    `select search_put('video', id, user_id, title, null, description, created_at) from videos`,
  );
  await client.query(`select search_put(kind, id, user_id, title, summary, content, created_at) from blogs`);
  await client.query(
    `select search_put('job', id, user_id, title, concat_ws(' ', array_to_string(skills, ' '), sector, city, state), description, created_at)
     from job_postings`,
  );
  await client.query('select search_put_profile(p) from profiles p');
}

/** Migrates, then seeds; resolves with the viewer and the row counts. */
export async function seedBenchDatabase(url: string, options: SeedOptions): Promise<SeedResult> {
  const o: Required<Omit<SeedOptions, 'searchText'>> & Pick<SeedOptions, 'searchText'> = {
    users: 5000,
    reset: false,
    viewerLikes: Math.min(20_000, Math.floor(options.videos / 2)),
    ...options,
  };
  if (o.videos < 10 || o.users < 20) throw new Error('seed at least 10 videos over 20 users');
  const started = performance.now();
  const migrated = await openDatabase({ url });
  await migrated.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query<{ n: string }>('select count(*) as n from users');
    if (Number(existing.rows[0]?.n) > 0) {
      if (!o.reset) throw new Error('the database already has users: pass --reset to empty it first');
      await client.query(`truncate ${TABLES.join(', ')}, contact_messages, email_tokens cascade`);
    }
    await client.query("set synchronous_commit = off; set maintenance_work_mem = '256MB'");
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const steps: SeedResult['steps'] = [];
    const timed = async (step: string, run: () => Promise<unknown>) => {
      const from = performance.now();
      await run();
      steps.push({ step, seconds: (performance.now() - from) / 1000 });
      log(`seed: ${step} in ${(steps.at(-1)?.seconds ?? 0).toFixed(1)} s`);
    };
    // Rows load faster into bare tables: keys and indexes are built once at the end, and each
    // foreign key is checked by one join instead of a lookup per row.
    const saved = await dropKeysAndIndexes(client);
    // Search's documents (migration 0015) are written once at the end, in bulk, not by the source
    // tables' triggers row by row while their text indexes are kept up to date.
    const searchIndexes = await dropSearchIndexes(client);
    await setSearchTriggers(client, 'disable');
    try {
      for (const [step, sql] of statements(o, passwordHash)) await timed(step, () => client.query(sql));
      await setSearchTriggers(client, 'enable');
      await timed('search documents', () => fillSearchDocuments(client));
    } finally {
      await setSearchTriggers(client, 'enable');
      await timed('keys and indexes', async () => {
        await restoreKeysAndIndexes(client, saved);
        for (const definition of searchIndexes) await client.query(definition);
      });
    }
    await timed('analyze', () => client.query('analyze'));

    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(result.rows[0]?.n);
    }
    const viewer = await client.query<{ id: string; role: string; likes: string }>(
      `select u.id, u.role, (select count(*) from video_likes l where l.user_id = u.id) as likes
       from users u where u.email = $1`,
      [VIEWER_EMAIL],
    );
    const row = viewer.rows[0];
    if (!row) throw new Error('the viewer was not created');
    counts.viewerLikes = Number(row.likes);
    return {
      viewer: { id: row.id, email: VIEWER_EMAIL, role: row.role },
      counts,
      seconds: (performance.now() - started) / 1000,
      steps,
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to the PostgreSQL database to fill');
  const result = await seedBenchDatabase(url, {
    videos: Math.round(option('videos', 1_000_000)),
    users: Math.round(option('users', 5000)),
    reset: flag('reset'),
  });
  console.log(JSON.stringify(result, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
