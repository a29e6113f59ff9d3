import {
  API_ERRORS,
  SEARCH_FILTER_KEYS,
  SEARCH_KINDS,
  SEARCH_QUERY_LENGTH,
  SEARCH_SUGGESTIONS,
  SEARCH_TAB_KIND,
  SEARCH_TABS,
  type SearchCountsQuery,
  type SearchCountsResponse,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
  type SearchTab,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { badRequest } from '../../lib/http-error.ts';
import { indiaToday } from '../jobs/index.ts';
import {
  countDocuments,
  type ExpandedQuery,
  expandQuery,
  type SearchAfter,
  type SearchContext,
  type SearchFilters,
  type SearchPageRequest,
  type SearchRow,
  type SearchTerms,
  searchAll,
  searchWindow,
  suggestDocuments,
  type WindowStart,
} from './search-repository.ts';
import { snippetOf, WORD } from './snippet.ts';

/** At most this many words of a query are matched (the rest would only slow the statement down). */
const MAX_WORDS = 12;

/** The query's words, lowercased, and what the repository matches with; none when too short. */
function termsOf(q: string): { words: string[]; terms: SearchTerms } | undefined {
  if ([...q].length < SEARCH_QUERY_LENGTH.min) return undefined;
  const words = [...new Set((q.toLocaleLowerCase('en-IN').match(WORD) ?? []).slice(0, MAX_WORDS))];
  if (words.length === 0) return undefined;
  return {
    words,
    terms: { words },
  };
}

/**
 * How many of the newest documents a window holds (searchWindow): a query with at least a page of
 * matches among the newest this many is ranked window by window, newest window first; one with
 * fewer is ranked over all its matches, which are then few enough to score them all.
 */
const SEARCH_WINDOW = 2000;
/** A page reads at most this many windows (then answers what it has, and a cursor to go on). */
const WINDOWS_A_PAGE = 4;
/**
 * A page goes on to the next window only while it holds fewer than this share of its rows: a
 * window holding 19 matches answers a page of 19 and a cursor, rather than reading a second
 * window of 2,000 documents for one more row.
 */
const PAGE_SHARE_OF_A_WINDOW = 0.5;
/**
 * The fewest matches the newest window must hold for a search to be ranked by windows: fewer
 * stand for a few thousand matches in all at most, which ranking them all serves better.
 */
const WINDOW_MATCHES = 8;

/** How windows are cut: their size, and the matches the newest must hold (tests make them small). */
export interface SearchWindows {
  size: number;
  matches: number;
}
const WINDOWS: SearchWindows = { size: SEARCH_WINDOW, matches: WINDOW_MATCHES };

/**
 * The cursor: the time the first page measured recency from; how the search ranks (`all` its
 * matches, or by windows: then where the page's window starts, null for the newest); and the last
 * result's place in that ranking, none when the next page starts a window.
 */
interface SearchCursor {
  asOf: string;
  window: 'all' | WindowStart | null;
  after: SearchAfter | null;
}

const SCORE = /^\d{1,6}(\.\d{1,9})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isKind = (value: unknown): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

const encodeCursor = (cursor: SearchCursor) =>
  Buffer.from(
    JSON.stringify([
      cursor.asOf,
      cursor.window === 'all' || cursor.window === null
        ? cursor.window
        : [cursor.window.createdAt, cursor.window.kind, cursor.window.id, cursor.window.inclusive],
      cursor.after && [cursor.after.score, cursor.after.kind, cursor.after.id],
    ]),
  ).toString('base64url');

function decodeCursor(value: string): SearchCursor {
  try {
    const [asOf, window, after] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (!isTime(asOf)) throw new Error();
    const cursor: SearchCursor = { asOf: new Date(asOf).toISOString(), window: null, after: null };
    if (window === 'all') cursor.window = 'all';
    else if (window !== null) {
      const [createdAt, kind, id, inclusive] = window as unknown[];
      if (
        !Array.isArray(window) ||
        !isTime(createdAt) ||
        !isKind(kind) ||
        typeof id !== 'string' ||
        !UUID.test(id) ||
        typeof inclusive !== 'boolean'
      )
        throw new Error();
      cursor.window = { createdAt, kind, id, inclusive };
    }
    if (after !== null) {
      const [score, kind, id] = after as unknown[];
      if (!Array.isArray(after) || typeof score !== 'string' || !SCORE.test(score) || !isKind(kind))
        throw new Error();
      if (typeof id !== 'string' || !UUID.test(id)) throw new Error();
      cursor.after = { score, kind, id };
    }
    return cursor;
  } catch {
    throw badRequest(API_ERRORS.invalidCursor);
  }
}

const emptyCounts = () => Object.fromEntries(SEARCH_TABS.map((tab) => [tab, 0])) as Record<SearchTab, number>;

const kindOfTab = (tab: SearchTab): SearchKind | undefined =>
  tab === 'all' ? undefined : SEARCH_TAB_KIND[tab];
const tabOfKind = Object.fromEntries(
  Object.entries(SEARCH_TAB_KIND).map(([tab, kind]) => [kind, tab]),
) as Record<SearchKind, Exclude<SearchTab, 'all'>>;

const resultOf = (row: SearchRow, words: readonly string[]) => ({
  kind: row.kind,
  id: row.itemId,
  title: row.title,
  snippet: snippetOf(row.body, words),
  author: { id: row.ownerId, name: row.ownerName },
  createdAt: row.createdAt,
});

/** The tab's filters the query sets. */
const filtersOf = (query: SearchCountsQuery): SearchFilters =>
  Object.fromEntries(
    SEARCH_FILTER_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]),
  );

/** A row and the window it was ranked in (`all`: among every match). */
type PlacedRow = SearchRow & { window: SearchCursor['window'] };

/**
 * The rows of a page (one more than `limit` when a page follows) and where the next page starts
 * when it ends short of that, for a search ranked by windows (searchWindow): the page's window
 * from the cursor's place, then the next windows while the page holds fewer than `enough` rows,
 * up to WINDOWS_A_PAGE of them. On the first page
 * (no cursor), a newest window holding fewer than WINDOW_MATCHES means the matches are few: the
 * search is then ranked over all of them (searchAll).
 */
async function placedRows(
  db: Container['db'],
  query: ExpandedQuery,
  context: SearchContext,
  request: Omit<SearchPageRequest, 'after'>,
  cursor: SearchCursor | undefined,
  windows: SearchWindows,
  enough: number,
): Promise<{ rows: PlacedRow[]; resume: SearchCursor | null }> {
  if (cursor?.window === 'all') {
    const rows = await searchAll(db, query, context, {
      ...request,
      ...(cursor.after ? { after: cursor.after } : {}),
    });
    return { rows: rows.map((row) => ({ ...row, window: 'all' })), resume: null };
  }
  const rows: PlacedRow[] = [];
  let start = cursor ? cursor.window : null;
  let after = cursor?.after ?? undefined;
  for (let turn = 0; turn < WINDOWS_A_PAGE; turn++) {
    const window = await searchWindow(db, query, context, {
      ...request,
      ...(after ? { after } : {}),
      limit: request.limit - rows.length,
      start,
      size: windows.size,
    });
    if (!cursor && turn === 0 && window.matched < windows.matches && window.next) {
      const all = await searchAll(db, query, context, request);
      return { rows: all.map((row) => ({ ...row, window: 'all' })), resume: null };
    }
    // The first window is kept by its newest document, so what is made later stays out of it.
    const placed = start ?? window.top;
    for (const row of window.rows) rows.push({ ...row, window: placed });
    if (rows.length >= request.limit || !window.next) return { rows, resume: null };
    start = window.next;
    after = undefined;
    if (rows.length >= enough) break;
  }
  return { rows, resume: { asOf: context.asOf, window: start, after: null } };
}

/** One page of what `viewer` may see that matches `q`, best first (see placedRows). */
export async function search(
  container: Pick<Container, 'db' | 'clock'>,
  viewer: string,
  query: SearchQuery,
  windows: SearchWindows = WINDOWS,
): Promise<SearchResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const matched = termsOf(query.q);
  if (!matched) return { success: true, results: [], nextCursor: null };
  const now = container.clock.now();
  const context: SearchContext = { viewer, asOf: cursor?.asOf ?? now.toISOString(), today: indiaToday(now) };
  const { rows, resume } = await placedRows(
    container.db,
    await expandQuery(container.db, matched.terms),
    context,
    { kind: kindOfTab(query.tab), filters: filtersOf(query), limit: query.limit + 1 },
    cursor,
    windows,
    Math.ceil(query.limit * PAGE_SHARE_OF_A_WINDOW),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next: SearchCursor | null =
    rows.length > query.limit && last
      ? {
          asOf: context.asOf,
          window: last.window,
          after: { score: last.score, kind: last.kind, id: last.itemId },
        }
      : resume;
  return {
    success: true,
    results: page.map((row) => resultOf(row, matched.words)),
    nextCursor: next ? encodeCursor(next) : null,
  };
}

/**
 * How many results each tab has for `q`: every visible match per kind, the chosen tab counting
 * only those its filters let through. Asked once per search, beside its first page.
 */
export async function searchCounts(
  container: Pick<Container, 'db' | 'clock'>,
  viewer: string,
  query: SearchCountsQuery,
): Promise<SearchCountsResponse> {
  const tabs = emptyCounts();
  const matched = termsOf(query.q);
  if (!matched) return { success: true, counts: tabs };
  const now = container.clock.now();
  const kind = kindOfTab(query.tab);
  const counts = await countDocuments(
    container.db,
    matched.terms,
    { viewer, asOf: now.toISOString(), today: indiaToday(now) },
    { kind, filters: filtersOf(query) },
  );
  for (const { kind: counted, count, fitting } of counts) {
    // The chosen tab counts what its filters let through; the others (and All) every match.
    tabs[tabOfKind[counted]] = counted === kind ? fitting : count;
    tabs.all += count;
  }
  return { success: true, counts: tabs };
}

/** The box's suggestions for what is typed so far: the best few of every kind. */
export async function suggest(container: Pick<Container, 'db' | 'clock'>, viewer: string, q: string) {
  const matched = termsOf(q);
  if (!matched) return [];
  const now = container.clock.now();
  const rows = await suggestDocuments(
    container.db,
    matched.terms,
    { viewer, asOf: now.toISOString(), today: indiaToday(now) },
    SEARCH_SUGGESTIONS,
  );
  return rows.map((row) => ({ kind: row.kind, id: row.itemId, title: row.title }));
}
