import { SEARCH_POSTED_WITHIN, type SearchFilterKey, type SearchKind } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { preparedSql } from '../../lib/prepared.ts';
import { authorVisibleToManySql } from '../blocks/index.ts';
import { inDiscoverySql } from '../discovery/index.ts';
import { onBoardSql } from '../jobs/index.ts';

/**
 * Search's reads (issue 28, decision 035) over search_documents, which the source tables' triggers
 * keep (migration 0015). What may be shown is decided here, at read time, from the source rows and
 * the blocks module's query parts, so a hide, a suspension, a block or leaving discovery takes
 * effect at once without touching the documents.
 */

/** What a search matches with: the query's words, lowercased, of letters, marks and digits only. */
export interface SearchTerms {
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

/** A query word stands for at most this many words it starts, and this many spelt like it. */
const MAX_STARTED = 30;
const MAX_ALIKE = 20;

/**
 * The documents `viewer` may see: a person or startup in discovery (discovery's `inDiscoverySql`);
 * a video, blog or talk not hidden; a job posting on the board (the jobs module's `onBoardSql`);
 * and always from an owner who is neither suspended nor erased, nor blocked either way (the blocks
 * module's rule, in its form for many rows). A document exists only while its source row does
 * (the triggers delete it), so "not hidden" is "not among the hidden", and each of those sets is
 * read once per statement through a small partial index (migration 0018), not probed per match.
 */
const visibleSql = (viewer: SQL, today: SQL) => sql`(case d.kind
    when 'person' then d.item_id not in (select users.id from users where not ${inDiscoverySql})
    when 'startup' then d.item_id not in (select users.id from users where not ${inDiscoverySql})
    when 'video' then d.item_id not in (select v.id from videos v where v.hidden_at is not null)
    when 'job' then exists (select 1 from job_postings where job_postings.id = d.item_id and ${onBoardSql(today)})
    else d.item_id not in (select b.id from blogs b where b.hidden_at is not null)
  end
  and d.owner_id not in (select ou.id from users ou where ou.deleted_at is not null)
  and ${authorVisibleToManySql(sql`d.owner_id`, sql`${viewer}::uuid`)})`;

/** visibleSql with the context's values. */
const visibleToSql = (context: SearchContext) => visibleSql(sql`${context.viewer}`, sql`${context.today}`);

/**
 * When a document counts as new: a person's or a startup's matchmaking rank (profiles.rank_at:
 * their last activity, later the more complete the profile), a post's or posting's creation.
 */
const recencySql = sql`case when d.kind in ('person', 'startup')
    then coalesce((select p.rank_at from profiles p where p.user_id = d.item_id), d.created_at)
    else d.created_at end`;

/** The query as text queries (expandQuery); null where no word is left to match. */
export interface ExpandedQuery {
  /** Every word matches: as itself, a word it starts, or a word spelt like it, by their stems. */
  tsq: string | null;
  /** Every word as itself, a word it starts, or a word of the same skeleton ("kissan", "किसान"). */
  exact: string | null;
  /** `tsq`'s words as written, for titles (to_tsvector('simple', title): suggestions). */
  titleWords: string | null;
}

/**
 * The query's words expanded through search_words (migration 0018): the words each starts, and
 * the words whose skeleton is like its own (likeness ≥ db/session-settings.ts WORD_LIKENESS: typos, romanised Hindi and
 * Devanagari meet), each by its English and Hindi stems. A word no document holds, nor anything
 * like it, still stands as itself, matching nothing. Its own statement, so the statement that
 * matches is planned with the text queries as values: the planner then knows from the index's
 * statistics how common the words are (a title walk newest first, or the index, for suggestions).
 */
const expansionSql = (terms: SearchTerms) => sql`with typed as (
        select t.i, t.word, search_skeleton(t.word) as skel
        from unnest(array[${sql.join(
          terms.words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) with ordinality as t(word, i)
      ), alternatives as (
        select t.i, t.word, true as typed from typed t
        union
        select t.i, s.word, true from typed t cross join lateral (
          select word from search_words where word like t.word || '%' order by length(word), word limit ${MAX_STARTED}
        ) s
        union
        select t.i, s.word, s.skeleton = t.skel from typed t cross join lateral (
          select word, skeleton from search_words where t.skel <% skeleton
          order by t.skel <<-> skeleton, word limit ${MAX_ALIKE}
        ) s
      ), each as (
        select a.i, string_agg(distinct l.stem, ' | ') as stems,
          string_agg(distinct l.stem, ' | ') filter (where a.typed) as typed,
          string_agg(distinct quote_literal(a.word), ' | ') as written
        from alternatives a cross join lateral (
          select quote_literal(x) as stem
          from unnest(tsvector_to_array(to_tsvector('english', a.word) || to_tsvector('hindi', a.word))) x
        ) l
        group by a.i
      )
      select string_agg('(' || stems || ')', ' & ') as tsq, string_agg('(' || typed || ')', ' & ') as exact,
        string_agg('(' || written || ')', ' & ') as "titleWords"
      from each`;

/**
 * How long a query's expansion is reused, and for how many queries per database handle. A word a
 * document gains in the meantime is matched as typed at once; only as another word's prefix or
 * loose spelling does it wait for this long. A search's pages and counts, and every person typing
 * the same common words, then cost no statement for it.
 */
const EXPANSION_TTL_MS = 30_000;
const EXPANSIONS_KEPT = 1000;
const expansions = new WeakMap<object, Map<string, { at: number; expanded: Promise<ExpandedQuery> }>>();

export function expandQuery(db: Database, terms: SearchTerms): Promise<ExpandedQuery> {
  let kept = expansions.get(db);
  if (!kept) {
    kept = new Map();
    expansions.set(db, kept);
  }
  const key = terms.words.join(' ');
  const now = performance.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < EXPANSION_TTL_MS) return hit.expanded;
  const expanded = rowsOf<ExpandedQuery>(db, expansionSql(terms)).then(
    ([row]) => row ?? { tsq: null, exact: null, titleWords: null },
  );
  // The oldest entry goes first (a Map keeps insertion order); a failed read is not kept.
  kept.delete(key);
  if (kept.size >= EXPANSIONS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { at: now, expanded });
  expanded.catch(() => {
    if (kept.get(key)?.expanded === expanded) kept.delete(key);
  });
  return expanded;
}

/**
 * Runs `read` with the memory for the match's bitmap (at 4 MB it turns lossy past ~100,000
 * matches and every row of a lossy page is compared again), local to a transaction. The trigram
 * threshold and JIT are set once per connection (db/session-settings.ts).
 */
function withBitmapMemory<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
    return read(tx as unknown as Database);
  });
}

/** The tab's filters that are set (the contract checked that they fit the tab), one value each. */
export type SearchFilters = Partial<Record<SearchFilterKey, string>>;

/**
 * How a statement's part takes a value: as a parameter of the statement it is sent in (`inline`),
 * or as a placeholder of a named prepared statement (`placeholders`), whose text must then be the
 * same whatever the values.
 */
type Bind = (name: string, value: unknown) => SQL;
const inline: Bind = (_name, value) => sql`${value}`;

/** A Bind that names each value's placeholder and keeps the value in `values`, to execute with. */
function placeholders(values: Record<string, unknown>): Bind {
  return (name, value) => {
    values[name] = value;
    return sql`${sql.placeholder(name)}`;
  };
}

/**
 * True for a document of `kind` that passes `filters`, over `d`: a person's role and city, a
 * startup's stage, sector and city (its founder's profile, as the role lists read them, without
 * case), a job posting's type and city, and how recently a post or a posting was made (from
 * `asOf`, the first page's time, so the pages of one search agree).
 */
function fitsSql(kind: SearchKind | undefined, filters: SearchFilters, asOf: string, bind = inline): SQL {
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
      conditions.push(
        sql`d.created_at >= ${bind('asOf', asOf)}::timestamptz - make_interval(days => ${bind('withinDays', days)}::int)`,
      );
    } else if (key === 'city') {
      (kind === 'job' ? posting : profile).push(sql`lower(city) = ${bind('city', value.toLowerCase())}`);
    } else if (key === 'role') profile.push(sql`role = ${bind('role', value)}`);
    else if (key === 'stage') profile.push(sql`lower(current_stage) = ${bind('stage', value)}`);
    else if (key === 'sector') profile.push(sql`${bind('sector', value)} = any(sectors)`);
    else if (key === 'type') posting.push(sql`type = ${bind('type', value)}`);
  }
  if (profile.length)
    conditions.push(
      sql`exists (select 1 from profiles where user_id = d.item_id and ${sql.join(profile, sql` and `)})`,
    );
  if (posting.length)
    conditions.push(
      sql`exists (select 1 from job_postings where id = d.item_id and ${sql.join(posting, sql` and `)})`,
    );
  return sql`(d.kind <> ${bind('kind', kind)} or (${sql.join(conditions, sql` and `)}))`;
}

const kindCondition = (kind: SearchKind | undefined, bind = inline): SQL =>
  kind ? sql`kind = ${bind('kind', kind)}` : sql`true`;

const afterCondition = (after: SearchAfter | undefined, bind = inline): SQL =>
  after
    ? sql`(score, kind, item_id) < (${bind('afterScore', after.score)}::numeric, ${bind('afterKind', after.kind)}, ${bind('afterId', after.id)}::uuid)`
    : sql`true`;

/** The counts per kind: all visible matches (`count`) and those passing the filters (`fitting`). */
export interface SearchCount {
  kind: SearchKind;
  count: number;
  fitting: number;
}

/** What a page asks for: its tab's kind and filters, where it continues, and how many rows. */
export interface SearchPageRequest {
  kind?: SearchKind;
  filters?: SearchFilters;
  after?: SearchAfter;
  limit: number;
}

/**
 * A match's score: 1 when every word matches `exact`ly, plus the text rank of the expanded query
 * with field weights (title A, tags B, body C), plus recency from `asOf` (a 90-day decay);
 * rounded, so the cursor carries it exactly. Over `d` and `q` (tsq, exact).
 */
const scoreSql = (asOf: SQL) => sql`round(((case when d.document @@ q.exact then 1 else 0 end)
    + ts_rank('{0.1, 0.2, 0.4, 1.0}', d.document, q.tsq)
    + 0.1 * exp(-greatest(0, extract(epoch from (${asOf}::timestamptz - ${recencySql}))) / 7776000.0)
  )::numeric, 9)`;

/**
 * The page's rows as JSON, best first, from `found` (kind, item_id, owner_id, created_at, fits,
 * score, and title and body when `found` carries them): those of the tab's kind that pass its
 * filters, after the cursor; the owner's name, and title and body when `found` does not carry
 * them (it holds every match), read for the page's own rows only.
 */
const pageRowsSql = (
  page: SearchPageRequest,
  { carried, bind = inline }: { carried: boolean; bind?: Bind },
) => {
  const top = sql`select kind, item_id, owner_id, created_at, score${sql.raw(carried ? ', title, body' : '')} from found
      where ${kindCondition(page.kind, bind)} and fits and ${afterCondition(page.after, bind)}
      order by score desc, kind desc, item_id desc
      limit ${bind('limit', page.limit)}`;
  const text = carried ? sql.raw('p') : sql.raw('d');
  return sql`(select coalesce(json_agg(json_build_object(
      'kind', p.kind, 'itemId', p.item_id, 'ownerId', p.owner_id, 'title', ${text}.title, 'body', ${text}.body,
      'score', p.score::text,
      'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'ownerName', (select coalesce(nullif(btrim(pr.display_name), ''), pr.username) from profiles pr where pr.user_id = p.owner_id)
    ) order by p.score desc, p.kind desc, p.item_id desc), '[]'::json)
    from (${top}) p${carried ? sql`` : sql` join search_documents d on d.kind = p.kind and d.item_id = p.item_id`})`;
};

/**
 * One page of results over every visible match (`limit` rows; ask for one more to know whether a
 * page follows), best first: for a query whose matches are few (a window of the newest documents
 * holds too few of them, searchWindow), so ranking them all is cheap.
 */
export function searchAll(
  db: Database,
  query: ExpandedQuery,
  context: SearchContext,
  page: SearchPageRequest,
): Promise<SearchRow[]> {
  if (!query.tsq) return Promise.resolve([]);
  const fits = fitsSql(page.kind, page.filters ?? {}, context.asOf);
  return withBitmapMemory(db, async (tx) => {
    const [answer] = await rowsOf<{ rows: SearchRow[] }>(
      tx,
      sql`with q as (select ${query.tsq}::tsquery as tsq, ${query.exact ?? query.tsq}::tsquery as exact),
      found as materialized (
        select d.kind, d.item_id, d.owner_id, d.created_at, ${fits} as fits, ${scoreSql(sql`${context.asOf}`)} as score
        from search_documents d, q
        where d.document @@ q.tsq and ${visibleToSql(context)}
      )
      select ${pageRowsSql(page, { carried: false })} as rows`,
    );
    return answer?.rows ?? [];
  });
}

/**
 * Where a window of the newest documents starts, as a place (created, kind, item): its newest
 * document (`inclusive`: the first window, as its first page found it, so documents made since
 * stay out of the pages after it), or the previous window's oldest, below which it starts. Null
 * for the first window on a search's first page: the newest documents there are.
 */
export interface WindowStart {
  createdAt: string;
  kind: SearchKind;
  id: string;
  inclusive: boolean;
}

/**
 * Below the window's start, in the order of the index the walk reads: (created, kind, item) on All,
 * (created, item) within one kind (search_documents_kind_created_idx).
 */
function windowStartCondition(kind: SearchKind | undefined, start: WindowStart | null, bind: Bind): SQL {
  if (!start) return sql`true`;
  const below = sql.raw(start.inclusive ? '<=' : '<');
  // Each value a sub-select: still the index's bound, but no plan is made for it (with the values
  // seen, every connection planned the window again each time: 1 ms).
  const createdAt = sql`(select ${bind('startCreatedAt', start.createdAt)}::timestamptz)`;
  const id = sql`(select ${bind('startId', start.id)}::uuid)`;
  return kind
    ? sql`(created_at, item_id) ${below} (${createdAt}, ${id})`
    : sql`(created_at, kind, item_id) ${below} (${createdAt}, (select ${bind('startKind', start.kind)}::text), ${id})`;
}

/**
 * One window's page, its matches of the tab (`matched`), where it starts (`top`: its newest
 * document, kept by the cursor for the first window) and where the next window starts: below this
 * one's oldest document; null when the window held fewer than its size (it was the last).
 */
export interface WindowPage {
  rows: SearchRow[];
  matched: number;
  top: WindowStart | null;
  next: WindowStart | null;
}

/** A document's place as a WindowStart, from `w`; the time to the microsecond, as it is stored. */
const placeSql = (inclusive: boolean) =>
  sql`json_build_object('createdAt', to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'kind', w.kind, 'id', w.item_id, 'inclusive', ${sql.raw(String(inclusive))})`;

/**
 * One page of results among a window: the `size` newest documents of the tab's kind (all kinds on
 * All) below `start`, read along search_documents_created_idx or _kind_created_idx in one walk,
 * their visible matches scored (scoreSql) and the best `limit` after the cursor answered, with
 * how many of the window's documents match the tab and where the next window starts (the same
 * walk over the index alone, to its `size`th document). Its cost is the window's, however many
 * documents match in all. The walk is not materialised: a stored copy of 2,000 documents' text
 * costs ten times the matching.
 */
export async function searchWindow(
  db: Database,
  query: ExpandedQuery,
  context: SearchContext,
  page: SearchPageRequest & { start: WindowStart | null; size: number },
): Promise<WindowPage> {
  if (!query.tsq) return { rows: [], matched: 0, top: null, next: null };
  const values: Record<string, unknown> = {};
  const bind = placeholders(values);
  const filters = page.filters ?? {};
  // The window's size is written into the statement, not bound: planned with it, the walk along
  // the index is a plan each connection keeps (with a bound size it was planned again each time).
  const size = Math.max(1, Math.trunc(page.size));
  const fits = fitsSql(page.kind, filters, context.asOf, bind);
  const walk = (columns: SQL) => sql`select ${columns} from search_documents
    where ${kindCondition(page.kind, bind)} and ${windowStartCondition(page.kind, page.start, bind)}
    order by created_at desc, kind desc, item_id desc`;
  // q is materialised so that no plan is made for the words' values: the walk's plan is the same
  // for every query, and each connection keeps one (planned anew, a window cost 1.2 ms more).
  const statement = sql`with q as materialized (select ${bind('tsq', query.tsq)}::tsquery as tsq, ${bind('exact', query.exact ?? query.tsq)}::tsquery as exact),
      found as materialized (
        select d.kind, d.item_id, d.owner_id, d.created_at, d.title, d.body, ${fits} as fits,
          ${scoreSql(bind('asOf', context.asOf))} as score
        from (${walk(sql`kind, item_id, owner_id, created_at, title, body, document`)} limit ${sql.raw(String(size))}) d, q
        where d.document @@ q.tsq and ${visibleSql(bind('viewer', context.viewer), bind('today', context.today))}
      )
      select ${pageRowsSql(page, { carried: true, bind })} as rows,
        (select count(*)::int from found where ${kindCondition(page.kind, bind)} and fits) as matched,
        (select ${placeSql(true)} from (${walk(sql`created_at, kind, item_id`)} limit 1) w) as top,
        (select ${placeSql(false)} from (${walk(sql`created_at, kind, item_id`)} offset ${sql.raw(String(size - 1))} limit 1) w) as next`;
  // One named statement per shape (the tab's kind or All, where the window starts, a cursor or none, the
  // filters set): each connection plans it once, then only binds the values.
  const shape = [
    page.kind ?? 'all',
    page.start ? (page.start.inclusive ? 'from' : 'below') : 'newest',
    page.after ? 'after' : 'first',
    size,
    ...Object.keys(filters)
      .filter((key) => filters[key as SearchFilterKey] !== undefined)
      .sort(),
  ].join('_');
  const [answer] = await preparedSql<WindowPage>(db, `search_window_${shape}`, () => statement).execute(
    values,
  );
  return answer ?? { rows: [], matched: 0, top: null, next: null };
}

/**
 * The counts per kind of every visible match: all of them (`count`), and those passing the tab's
 * filters (`fitting`). Its own request, asked once per search (not per page): it reads every
 * match, which for common words is most of a search's cost.
 */
export async function countDocuments(
  db: Database,
  terms: SearchTerms,
  context: SearchContext,
  tab: { kind?: SearchKind; filters?: SearchFilters },
): Promise<SearchCount[]> {
  const fits = fitsSql(tab.kind, tab.filters ?? {}, context.asOf);
  const query = await expandQuery(db, terms);
  if (!query.tsq) return [];
  const tsq = query.tsq;
  return withBitmapMemory(db, (tx) =>
    rowsOf<SearchCount>(
      tx,
      sql`select d.kind, count(*)::int as count, (count(*) filter (where ${fits}))::int as fitting
        from search_documents d
        where d.document @@ ${tsq}::tsquery and ${visibleToSql(context)}
        group by d.kind`,
    ),
  );
}

/** Suggestions look among this many newest documents first (search_documents_created_idx). */
const NEWEST_FIRST = 2000;

const suggestionColumns = sql`d.kind, d.item_id as "itemId", d.owner_id as "ownerId", d.title, '' as body, '0' as score,
  to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", null as "ownerName"`;

/**
 * The box's suggestions: the newest visible documents whose title has every word (as typed, a word
 * it starts, or one spelt like it). One statement, most of the time: the query's words are
 * expanded in it, and the newest NEWEST_FIRST documents are walked along
 * search_documents_created_idx, in the list's own order, until `limit` visible titles have the
 * words (a common word stops the walk within a few hundred rows). Only when those hold fewer is a
 * second statement sent: the expansion's text query as a value, so the planner reads the titles'
 * index, whose matches are then few.
 */
export async function suggestDocuments(
  db: Database,
  terms: SearchTerms,
  context: SearchContext,
  limit: number,
): Promise<SearchRow[]> {
  const titled = (titleWords: SQL, from: SQL, prefix: SQL = sql``) =>
    rowsOf<SearchRow>(
      db,
      sql`${prefix} select ${suggestionColumns}
        from ${from} d
        where to_tsvector('simple'::regconfig, d.title) @@ ${titleWords} and ${visibleToSql(context)}
        order by d.created_at desc, d.kind desc, d.item_id desc
        limit ${limit}`,
    );
  const newest = await titled(
    sql`(select "titleWords"::tsquery from expanded)`,
    sql`(select * from search_documents order by created_at desc, kind desc, item_id desc limit ${NEWEST_FIRST})`,
    sql`with expanded as (${expansionSql(terms)})`,
  );
  if (newest.length === limit) return newest;
  const query = await expandQuery(db, terms);
  if (!query.titleWords) return [];
  return titled(sql`${query.titleWords}::tsquery`, sql`search_documents`);
}
