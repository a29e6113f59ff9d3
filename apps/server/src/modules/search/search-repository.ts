import type { SearchKind } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { authorVisibleSql } from '../blocks/index.ts';

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
 * The documents `viewer` may see: a person or startup still in discovery and not erased; a video,
 * blog or talk not hidden; a job posting on the board (open, not deleted, hidden or expired); and
 * always from an owner who is neither suspended nor erased, nor blocked either way.
 */
const visibleSql = (context: SearchContext) => sql`(case d.kind
    when 'person' then exists (select 1 from users u where u.id = d.item_id and u.discoverable and u.deleted_at is null)
    when 'startup' then exists (select 1 from users u where u.id = d.item_id and u.discoverable and u.deleted_at is null)
    when 'video' then exists (select 1 from videos v where v.id = d.item_id and v.hidden_at is null)
    when 'job' then exists (select 1 from job_postings j where j.id = d.item_id and j.status = 'open'
      and j.deleted_at is null and j.expired_at is null and j.hidden_at is null and (j.apply_by || '') >= ${context.today}::text)
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
const matchesSql = (terms: SearchTerms, context: SearchContext) => sql`with q as materialized (
    select to_tsquery('english', ${terms.tsquery}) || to_tsquery('hindi', ${terms.tsquery}) as tsq,
      search_skeleton(${terms.text}) as skel
  ), found as (
    select d.kind, d.item_id, d.owner_id, d.title, d.body, d.created_at,
      round(((case when d.document @@ q.tsq then 1 else 0 end) + ts_rank('{0.1, 0.2, 0.4, 1.0}', d.document, q.tsq)
        + 0.5 * word_similarity(q.skel, d.title_skeleton) + 0.25 * word_similarity(q.skel, d.skeleton)
        + 0.1 * exp(-greatest(0, extract(epoch from (${context.asOf}::timestamptz - ${recencySql}))) / 7776000.0)
      )::numeric, 9) as score
    from search_documents d, q
    where (d.document @@ q.tsq or q.skel <% d.skeleton)
      and ${visibleSql(context)}
  )`;

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
  where ${kindCondition(kind)} and ${afterCondition(after)}
  order by score desc, kind desc, item_id desc
  limit ${limit}`;

type Counts = { kind: SearchKind; count: number }[];

/** One page of results (`limit` rows; ask for one more to know whether a page follows), and the counts per kind. */
export function searchDocuments(
  db: Database,
  terms: SearchTerms,
  context: SearchContext,
  page: { kind?: SearchKind; after?: SearchAfter; limit: number },
) {
  return withThreshold(db, async (tx) => {
    // The counts come with the page, from the same matches (found is then computed once, not
    // again by a second statement); only an empty page asks for them apart.
    const rows = await rowsOf<SearchRow & { counts: Counts }>(
      tx,
      sql`${matchesSql(terms, context)}, page as (${pageSql(page.kind, page.after, page.limit)})
        select page.*, (select coalesce(json_agg(json_build_object('kind', kind, 'count', count)), '[]'::json)
          from (select kind, count(*)::int as count from found group by kind) c) as counts
        from page order by page.score::numeric desc, page.kind desc, page."itemId" desc`,
    );
    const counts =
      rows[0]?.counts ??
      (await rowsOf<Counts[number]>(
        tx,
        sql`${matchesSql(terms, context)} select kind, count(*)::int as count from found group by kind`,
      ));
    return { rows: rows.map(({ counts: _, ...row }) => row), counts };
  });
}

/** The best few matches of every kind, for the box's suggestions. */
export function suggestDocuments(db: Database, terms: SearchTerms, context: SearchContext, limit: number) {
  return withThreshold(db, (tx) =>
    rowsOf<SearchRow>(tx, sql`${matchesSql(terms, context)} ${pageSql(undefined, undefined, limit)}`),
  );
}
