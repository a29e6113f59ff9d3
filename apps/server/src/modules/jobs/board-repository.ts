/**
 * The jobs board (issue 25): open postings anyone signed in may find, filtered, searched and
 * newest first, keyset-paged over (created_at, id) along job_postings_open_created_idx, one
 * prepared statement per combination of filters set (their values are array parameters), as
 * discovery does; and the filters' counts as one statement that reads the matching postings once.
 */
import {
  DURATION_BUCKETS,
  type JobFacetKey,
  MAX_FREE_FACET_OPTIONS,
  POSTED_WITHIN,
} from '@ideaignite/contract';
import { and, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { jobPostings, profiles, users } from '../../db/schema.ts';
import { keysetList, type PageQuery } from '../../lib/cursor.ts';
import { type FacetCounts, type FacetRow, facetCountsOf } from '../../lib/facet-counts.ts';
import { blockedEitherWaySql } from '../blocks/index.ts';
import { fromJobCards, type JobCardRow, onBoardSql } from './query-parts.ts';

/** The filters a request sets: the faceted ones as their chosen values, and the two minimums. */
export interface BoardFilters {
  values: Partial<Record<JobFacetKey, readonly string[]>>;
  /** ₹ a month an internship pays at least (the top of its range; unpaid ones drop out). */
  minStipend?: number;
  /** ₹ LPA a job pays at least (the top of its range). */
  minPayLpa?: number;
}

export interface BoardQuery {
  me: string;
  /** Today in India (`YYYY-MM-DD`): postings whose apply-by date is before it are expired. */
  today: string;
  now: Date;
  q?: string;
  filters: BoardFilters;
}

const LOWERCASED: ReadonlySet<JobFacetKey> = new Set(['skill', 'city']);
const DAY_MS = 24 * 60 * 60 * 1000;
const bucket = (value: string) => DURATION_BUCKETS.find((b) => b.value === value)!;
const daysOf = (value: string) => POSTED_WITHIN.find((p) => p.value === value)!.days;

/** The parameters of the active filters, by placeholder name. */
function filterParams(filters: BoardFilters, now: Date): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(filters.values) as Array<[JobFacetKey, readonly string[]]>) {
    if (!values.length) continue;
    if (key === 'duration') {
      params.durationLo = values.map((value) => bucket(value).min);
      params.durationHi = values.map((value) => bucket(value).max);
    } else if (key === 'postedWithin') {
      params.postedSince = new Date(now.getTime() - daysOf(values[0]!) * DAY_MS).toISOString();
    } else {
      params[key] = LOWERCASED.has(key) ? values.map((value) => value.toLowerCase()) : [...values];
    }
  }
  if (filters.minStipend !== undefined) params.minStipend = filters.minStipend;
  if (filters.minPayLpa !== undefined) params.minPayLpa = filters.minPayLpa;
  return params;
}

/** One faceted filter's condition on the posting: values within a filter are alternatives. */
function filterCondition(key: JobFacetKey, value: (name: string) => SQL): SQL {
  switch (key) {
    case 'type':
      return sql`${jobPostings.type} = any(${value('type')}::text[])`;
    case 'workMode':
      return sql`${jobPostings.workMode} = any(${value('workMode')}::text[])`;
    case 'state':
      return sql`${jobPostings.state} = any(${value('state')}::text[])`;
    case 'city':
      return sql`lower(${jobPostings.city}) = any(${value('city')}::text[])`;
    case 'skill':
      return sql`exists (select 1 from unnest(${jobPostings.skills}) as skill(name) where lower(skill.name) = any(${value('skill')}::text[]))`;
    case 'sector':
      return sql`${jobPostings.sector} = any(${value('sector')}::text[])`;
    case 'stage':
      return sql`${jobPostings.stage} = any(${value('stage')}::text[])`;
    case 'duration':
      return sql`exists (select 1 from unnest(${value('durationLo')}::int[], ${value('durationHi')}::int[]) as bucket(lo, hi) where ${jobPostings.durationMonths} between bucket.lo and bucket.hi)`;
    case 'postedWithin':
      return sql`${jobPostings.createdAt} >= ${value('postedSince')}::timestamptz`;
  }
}

/** The two minimums: they narrow the board and every count alike (they have no counts of their own). */
function minimumConditions(filters: BoardFilters, value: (name: string) => SQL): SQL[] {
  const conditions: SQL[] = [];
  // A fixed stipend is stored as min = max, so the top of the range is what it pays at most.
  if (filters.minStipend !== undefined)
    conditions.push(
      sql`(${jobPostings.stipendKind} in ('fixed', 'range') and ${jobPostings.stipendMax} >= ${value('minStipend')}::int)`,
    );
  if (filters.minPayLpa !== undefined)
    conditions.push(sql`${jobPostings.payMaxLpa} >= ${value('minPayLpa')}::float8`);
  return conditions;
}

/**
 * The postings on the board for `me` (`onBoardSql`), from a poster neither suspended nor erased,
 * and neither of us blocked the other. The statement joins users.
 */
const onBoard = (me: SQL, today: SQL) =>
  sql`${onBoardSql(today)} and ${users.suspendedAt} is null and ${users.deletedAt} is null
    and not ${blockedEitherWaySql(jobPostings.userId, sql`${me}::uuid`)}`;

/** `?q=`: the title, the skills, or the startup's project or name contain `pattern` (a likePattern). */
const searchCondition = (pattern: SQL) =>
  or(
    ilike(jobPostings.title, pattern),
    sql`array_to_string(${jobPostings.skills}, ' ') ilike ${pattern}`,
    ilike(profiles.project, pattern),
    ilike(profiles.username, pattern),
    ilike(profiles.displayName, pattern),
  )!;

/** The faceted filters set, in a stable order (the prepared statement's name and shape follow it). */
const activeKeys = (filters: BoardFilters) =>
  (Object.keys(filters.values) as JobFacetKey[]).filter((key) => filters.values[key]?.length).sort();

const minimumKeys = (filters: BoardFilters) =>
  (['minStipend', 'minPayLpa'] as const).filter((key) => filters[key] !== undefined);

/**
 * One letter per filter in a prepared statement's name: PostgreSQL cuts names at 63 bytes, and
 * the names spelt out (every filter set, then `_after`) would be cut into one for two statements.
 */
const NAME_LETTER: Record<JobFacetKey | 'minStipend' | 'minPayLpa', string> = {
  type: 't',
  workMode: 'w',
  state: 's',
  city: 'c',
  skill: 'k',
  sector: 'e',
  stage: 'g',
  duration: 'd',
  postedWithin: 'p',
  minStipend: 'm',
  minPayLpa: 'y',
};

const lists = new Map<string, ReturnType<typeof boardList>>();
function boardList(
  keys: readonly JobFacetKey[],
  minimums: ReturnType<typeof minimumKeys>,
  searched: boolean,
) {
  const name = `jobs_board_${searched ? 'q' : ''}${[...keys, ...minimums].map((key) => NAME_LETTER[key]).join('')}`;
  const placeholder = (param: string) => sql`${sql.placeholder(param)}`;
  const shape: BoardFilters = {
    values: {},
    ...(minimums.includes('minStipend') ? { minStipend: 0 } : {}),
    ...(minimums.includes('minPayLpa') ? { minPayLpa: 0 } : {}),
  };
  return keysetList<JobCardRow, Record<string, unknown>>(
    name,
    (db, after, limit) =>
      fromJobCards(db, sql.placeholder('me'))
        .where(
          and(
            onBoard(placeholder('me'), placeholder('today')),
            after?.(jobPostings.createdAt, jobPostings.id),
            searched ? searchCondition(placeholder('pattern')) : undefined,
            ...keys.map((key) => filterCondition(key, placeholder)),
            ...minimumConditions(shape, placeholder),
          ),
        )
        .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
        .limit(limit),
    (row) => ({ at: row.cursorAt, id: row.job.id }),
  );
}

/** One page of the board, filtered and searched, newest first; and the next cursor. */
export function listBoard(db: Database, query: BoardQuery & { pattern?: string }, page: PageQuery) {
  const keys = activeKeys(query.filters);
  const minimums = minimumKeys(query.filters);
  const searched = Boolean(query.pattern);
  const listKey = `${searched}:${keys.join(',')}:${minimums.join(',')}`;
  let list = lists.get(listKey);
  if (!list) {
    list = boardList(keys, minimums, searched);
    lists.set(listKey, list);
  }
  return list(db, page, {
    me: query.me,
    today: query.today,
    ...(searched ? { pattern: query.pattern } : {}),
    ...filterParams(query.filters, query.now),
  });
}

export type BoardFacetCounts = FacetCounts<JobFacetKey>;

/**
 * The board's counts in one statement: the postings on the board for `me` matching the search and
 * the minimums are read once (`base`, with one match flag per filter set); `total` counts those
 * matching every filter, and each filter's options those matching every other filter (a filter
 * never narrows its own options). Enumerated filters answer the options found (the service adds
 * the zeros); skill and city the most common values, plus any chosen.
 */
export async function countBoardFacets(
  db: Database,
  query: BoardQuery & { pattern?: string },
): Promise<BoardFacetCounts> {
  const { filters } = query;
  const keys = activeKeys(filters);
  const params = filterParams(filters, query.now);
  const value = (name: string) => sql`${sql.param(params[name])}`;
  const flag = (key: JobFacetKey) => sql.raw(`base.m_${key.toLowerCase()}`);
  const matchingAllBut = (own?: JobFacetKey) => {
    const others = keys.filter((key) => key !== own);
    return others.length ? sql.join(others.map(flag), sql` and `) : sql`true`;
  };
  const flags = keys.map(
    (key) => sql`${filterCondition(key, value)} as ${sql.raw(`m_${key.toLowerCase()}`)}`,
  );
  const base = sql`select ${jobPostings.type} as type, ${jobPostings.workMode} as work_mode,
      ${jobPostings.state} as state, ${jobPostings.city} as city, ${jobPostings.skills} as skills,
      ${jobPostings.sector} as sector, ${jobPostings.stage} as stage,
      ${jobPostings.durationMonths} as duration_months, ${jobPostings.createdAt} as created_at
      ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    from ${jobPostings}
      inner join ${users} on ${users.id} = ${jobPostings.userId}
      inner join ${profiles} on ${profiles.userId} = ${jobPostings.userId}
    where ${and(
      onBoard(sql`${query.me}`, sql`${query.today}`),
      query.pattern ? searchCondition(sql`${query.pattern}`) : undefined,
      ...minimumConditions(filters, value),
    )}`;

  const parts: SQL[] = [
    sql`select 'total' as facet, null::text as value, null::text as label, count(*)::int as count
      from base where ${matchingAllBut()}`,
  ];
  const simple: Partial<Record<JobFacetKey, string>> = {
    type: 'base.type',
    workMode: 'base.work_mode',
    state: 'base.state',
    sector: 'base.sector',
    stage: 'base.stage',
  };
  for (const [key, column] of Object.entries(simple) as Array<[JobFacetKey, string]>) {
    const where = matchingAllBut(key);
    parts.push(sql`select ${key}::text, ${sql.raw(column)}, null, count(*)::int
      from base where ${where} and ${sql.raw(column)} is not null group by ${sql.raw(column)}`);
  }
  parts.push(sql`select 'duration'::text, bucket.value, null, count(*)::int
    from base cross join (values ${sql.join(
      DURATION_BUCKETS.map((b) => sql`(${b.value}::text, ${b.min}::int, ${b.max}::int)`),
      sql`, `,
    )}) as bucket(value, lo, hi)
    where ${matchingAllBut('duration')} and base.duration_months between bucket.lo and bucket.hi
    group by bucket.value`);
  parts.push(sql`select 'postedWithin'::text, since.value, null, count(*)::int
    from base cross join (values ${sql.join(
      POSTED_WITHIN.map(
        (p) =>
          sql`(${p.value}::text, ${new Date(query.now.getTime() - p.days * DAY_MS).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    )}) as since(value, at)
    where ${matchingAllBut('postedWithin')} and base.created_at >= since.at
    group by since.value`);
  for (const key of ['skill', 'city'] as const) {
    // Case-folded and shown in the most common spelling, as discovery's facets are.
    const where = matchingAllBut(key);
    const values =
      key === 'skill'
        ? sql`select unnest(base.skills) as value from base where ${where}`
        : sql`select base.city as value from base where ${where}`;
    const spelled = sql`(select lower(item.value) as folded, item.value as spelling, count(*) as n
      from (${values}) as item where item.value is not null group by item.value) as spelled`;
    const folded = (extra: SQL) => sql`select ${key}::text, spelled.folded,
        (array_agg(spelled.spelling order by spelled.n desc, spelled.spelling))[1], sum(spelled.n)::int
      from ${spelled} ${extra} group by spelled.folded`;
    const chosen = (params[key] as string[] | undefined) ?? [];
    parts.push(sql`(${folded(sql``)} order by sum(spelled.n) desc, spelled.folded
      limit ${MAX_FREE_FACET_OPTIONS})`);
    if (chosen.length)
      parts.push(sql`(${folded(sql`where spelled.folded = any(${sql.param(chosen)}::text[])`)})`);
  }
  const rows = await rowsOf<FacetRow<JobFacetKey>>(
    db,
    sql`with base as materialized (${base}) ${sql.join(parts, sql` union all `)}`,
  );
  return facetCountsOf(rows);
}

/**
 * The expiry job's stamp (decision 030): the board's postings whose apply-by date is before
 * `today` leave its index. Read through that index (its predicate is this statement's), and a
 * posting stamped once is not stamped again, so two processes running it stamp each once.
 * Answers how many it stamped.
 */
export async function stampExpired(db: Database, today: string, now: Date): Promise<number> {
  const stamped = await db
    .update(jobPostings)
    .set({ expiredAt: now })
    .where(
      and(
        eq(jobPostings.status, 'open'),
        isNull(jobPostings.deletedAt),
        isNull(jobPostings.expiredAt),
        lt(jobPostings.applyBy, today),
      ),
    )
    .returning({ id: jobPostings.id });
  return stamped.length;
}
