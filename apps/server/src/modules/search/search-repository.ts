import { SEARCH_POSTED_WITHIN, type SearchFilterKey, type SearchKind } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { authorVisibleSql } from '../blocks/index.ts';
import { inDiscoverySql } from '../discovery/index.ts';
import { onBoardSql } from '../jobs/index.ts';

/**
 * Search's reads (issue 28, decision 035) over search_documents, which the source tables' triggers
 * keep (migration 0015). What may be shown is decided here, at read time, from the source rows and
 * the blocks module's query parts, so a hide, a suspension, a block or leaving discovery takes
 * effect at once without touching the documents.
 */

/** What a search matches with: the tsquery text (built by the service) and the words as typed. */
export interface SearchTerms {
  /** `word:* & word:*`, words of letters, marks and digits only: safe for to_tsquery. */
  tsquery: string;
  text: string;
  /** The words, each matched on its own (as a word or its start, or loosely by its skeleton). */
  words: string[];
}

export interface SearchContext {
  viewer: string;
  /** The time recency is measured from: the first page's, carried by the cursor. */
  asOf: string;
  /** Today in India (`YYYY-MM-DD`): a job posting whose apply-by date is past is not on the board. */
  today: string;
}

/** Where a page continues: after (score, kind, item id), best first. */
export interface SearchAfter {
  score: string;
  kind: SearchKind;
  id: string;
}

export interface SearchRow {
  kind: SearchKind;
  itemId: string;
  ownerId: string;
  ownerName: string | null;
  title: string;
  body: string;
  createdAt: string;
  score: string;
}

/** Trigram likeness (0–1) from which a loosely spelt or romanised word counts as a match. */
const SIMILAR = 0.5;

/**
 * The documents `viewer` may see: a person or startup in discovery (discovery's `inDiscoverySql`);
 * a video, blog or talk not hidden; a job posting on the board (the jobs module's `onBoardSql`);
 * and always from an owner who is neither suspended nor erased, nor blocked either way.
 */
const visibleSql = (context: SearchContext) => sql`(case d.kind
    when 'person' then exists (select 1 from users where users.id = d.item_id and ${inDiscoverySql})
    when 'startup' then exists (select 1 from users where users.id = d.item_id and ${inDiscoverySql})
    when 'video' then exists (select 1 from videos v where v.id = d.item_id and v.hidden_at is null)
    when 'job' then exists (select 1 from job_postings where job_postings.id = d.item_id and ${onBoardSql(sql`${context.today}`)})
    else exists (select 1 from blogs b where b.id = d.item_id and b.hidden_at is null)
  end
  and exists (select 1 from users ou where ou.id = d.owner_id and ou.deleted_at is null)
  and ${authorVisibleSql(sql`d.owner_id`, sql`${context.viewer}::uuid`)})`;

/**
 * When a document counts as new: a person's or a startup's matchmaking rank (profiles.rank_at:
 * their last activity, later the more complete the profile), a post's or posting's creation.
 */
const recencySql = sql`case when d.kind in ('person', 'startup')
    then coalesce((select p.rank_at from profiles p where p.user_id = d.item_id), d.created_at)
    else d.created_at end`;

/**
 * The visible documents that match, with their score: 1 when every word matches as a word or
 * its start, text rank with field weights (title A, tags B, body C), trigram likeness of the
 * loose skeletons (title above the rest: typos, prefixes, romanised Hindi), and recency
 * (recencySql) from `asOf` (a 90-day decay). Rounded, so the cursor carries it exactly.
 * `q` is materialized: search_skeleton (plpgsql, not folded) runs once, not for every candidate
 * row; `<%` is likeness ≥ SIMILAR, the threshold withThreshold sets (bench/api/search.ts).
 */
const matchesSql = (
  terms: SearchTerms,
  context: SearchContext,
  fits: SQL = sql`true`,
) => sql`with q as materialized (
    select to_tsquery('english', ${terms.tsquery}) || to_tsquery('hindi', ${terms.tsquery}) as tsq,
      search_skeleton(${terms.text}) as skel,
      array[${sql.join(
        terms.words.map((word) => sql`search_skeleton(${word})`),
        sql`, `,
      )}]::text[] as word_skels
  ), found as (
    select d.kind, d.item_id, d.owner_id, d.title, d.body, d.created_at, ${fits} as fits,
      round(((case when d.document @@ q.tsq then 1 else 0 end) + ts_rank('{0.1, 0.2, 0.4, 1.0}', d.document, q.tsq)
        + 0.5 * word_similarity(q.skel, d.title_skeleton) + 0.25 * word_similarity(q.skel, d.skeleton)
        + 0.1 * exp(-greatest(0, extract(epoch from (${context.asOf}::timestamptz - ${recencySql}))) / 7776000.0)
      )::numeric, 9) as score
    from search_documents d, q
    where (d.document @@ q.tsq or (${eachWordSql(terms)}))
      and ${visibleSql(context)}
  )`;

/**
 * Every word of the query is in the document: as a word or its start, or loosely (its skeleton's
 * likeness ≥ SIMILAR to a part of the document's). The whole query's likeness would let a document
 * with one of two words pass ("kisan pune" matched 16% of the 1M-row bench's documents).
 */
const eachWordSql = (terms: SearchTerms) =>
  sql.join(
    terms.words.map(
      (
        word,
        index,
      ) => sql`(d.document @@ (to_tsquery('english', ${`${word}:*`}) || to_tsquery('hindi', ${`${word}:*`}))
        or q.word_skels[${index + 1}::int] <% d.skeleton)`,
    ),
    sql` and `,
  );

/**
 * Runs `read` with the trigram operator's threshold at SIMILAR, so the skeleton index serves it;
 * with the memory for the match's bitmap (at 4 MB it turns lossy past ~100,000 matches and every
 * row of a lossy page is compared again) and without JIT (seconds of compiling per statement).
 * In the same round trip, local to the transaction.
 */
function withThreshold<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILAR)}, true),
      set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
    return read(tx as unknown as Database);
  });
}

/** The tab's filters that are set (the contract checked that they fit the tab), one value each. */
export type SearchFilters = Partial<Record<SearchFilterKey, string>>;

/**
 * True for a document of `kind` that passes `filters`, over `d`: a person's role and city, a
 * startup's stage, sector and city (its founder's profile, as the role lists read them, without
 * case), a job posting's type and city, and how recently a post or a posting was made (from
 * `asOf`, the first page's time, so the pages of one search agree).
 */
function fitsSql(kind: SearchKind | undefined, filters: SearchFilters, asOf: string): SQL {
  const set = Object.entries(filters).filter(([, value]) => value !== undefined) as Array<
    [SearchFilterKey, string]
  >;
  if (set.length === 0 || !kind) return sql`true`;
  const conditions: SQL[] = [];
  const profile: SQL[] = [];
  const posting: SQL[] = [];
  for (const [key, value] of set) {
    if (key === 'within') {
      const days = SEARCH_POSTED_WITHIN.find((option) => option.value === value)?.days ?? 0;
      conditions.push(sql`d.created_at >= ${asOf}::timestamptz - make_interval(days => ${days}::int)`);
    } else if (key === 'city') {
      (kind === 'job' ? posting : profile).push(sql`lower(city) = ${value.toLowerCase()}`);
    } else if (key === 'role') profile.push(sql`role = ${value}`);
    else if (key === 'stage') profile.push(sql`lower(current_stage) = ${value}`);
    else if (key === 'sector') profile.push(sql`${value} = any(sectors)`);
    else if (key === 'type') posting.push(sql`type = ${value}`);
  }
  if (profile.length)
    conditions.push(
      sql`exists (select 1 from profiles where user_id = d.item_id and ${sql.join(profile, sql` and `)})`,
    );
  if (posting.length)
    conditions.push(
      sql`exists (select 1 from job_postings where id = d.item_id and ${sql.join(posting, sql` and `)})`,
    );
  return sql`(d.kind <> ${kind} or (${sql.join(conditions, sql` and `)}))`;
}

const kindCondition = (kind: SearchKind | undefined): SQL => (kind ? sql`kind = ${kind}` : sql`true`);

const afterCondition = (after: SearchAfter | undefined): SQL =>
  after
    ? sql`(score, kind, item_id) < (${after.score}::numeric, ${after.kind}, ${after.id}::uuid)`
    : sql`true`;

const pageSql = (kind: SearchKind | undefined, after: SearchAfter | undefined, limit: number) => sql`
  select kind, item_id as "itemId", owner_id as "ownerId", title, body, score::text as score,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    (select coalesce(nullif(btrim(p.display_name), ''), p.username) from profiles p where p.user_id = found.owner_id) as "ownerName"
  from found
  where ${kindCondition(kind)} and fits and ${afterCondition(after)}
  order by found.score desc, found.kind desc, found.item_id desc
  limit ${limit}`;

/**
 * One page of results (`limit` rows; ask for one more to know whether a page follows) of `kind`
 * passing `filters`, and the counts per kind: all that match (`count`) and those passing the
 * filters (`fitting`, the filtered kind's count).
 */
export function searchDocuments(
  db: Database,
  terms: SearchTerms,
  context: SearchContext,
  page: { kind?: SearchKind; filters?: SearchFilters; after?: SearchAfter; limit: number },
) {
  const fits = fitsSql(page.kind, page.filters ?? {}, context.asOf);
  return withThreshold(db, async (tx) => {
    const rows = await rowsOf<SearchRow>(
      tx,
      sql`${matchesSql(terms, context, fits)} ${pageSql(page.kind, page.after, page.limit)}`,
    );
    const counts = await rowsOf<{ kind: SearchKind; count: number; fitting: number }>(
      tx,
      sql`${matchesSql(terms, context, fits)} select kind, count(*)::int as count,
        (count(*) filter (where fits))::int as fitting from found group by kind`,
    );
    return { rows, counts };
  });
}

/** The best few matches of every kind, for the box's suggestions. */
export function suggestDocuments(db: Database, terms: SearchTerms, context: SearchContext, limit: number) {
  return withThreshold(db, (tx) =>
    rowsOf<SearchRow>(tx, sql`${matchesSql(terms, context)} ${pageSql(undefined, undefined, limit)}`),
  );
}
