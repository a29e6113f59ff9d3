import {
  API_ERRORS,
  SEARCH_FILTER_KEYS,
  SEARCH_KINDS,
  SEARCH_QUERY_LENGTH,
  SEARCH_SUGGESTIONS,
  SEARCH_TAB_KIND,
  SEARCH_TABS,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
  type SearchTab,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { badRequest } from '../../lib/http-error.ts';
import { indiaToday } from '../jobs/index.ts';
import {
  type SearchAfter,
  type SearchContext,
  type SearchFilters,
  type SearchRow,
  type SearchTerms,
  searchDocuments,
  suggestDocuments,
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

/** The cursor: where the page ended and the time its first page measured recency from. */
interface SearchCursor extends SearchAfter {
  asOf: string;
}

const SCORE = /^\d{1,6}(\.\d{1,9})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const encodeCursor = (cursor: SearchCursor) =>
  Buffer.from(JSON.stringify([cursor.score, cursor.kind, cursor.id, cursor.asOf])).toString('base64url');

function decodeCursor(value: string): SearchCursor {
  try {
    const [score, kind, id, asOf] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof score !== 'string' || !SCORE.test(score)) throw new Error();
    if (!SEARCH_KINDS.includes(kind as SearchKind) || typeof id !== 'string' || !UUID.test(id))
      throw new Error();
    if (typeof asOf !== 'string' || Number.isNaN(Date.parse(asOf))) throw new Error();
    return { score, kind: kind as SearchKind, id, asOf: new Date(asOf).toISOString() };
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
const filtersOf = (query: SearchQuery): SearchFilters =>
  Object.fromEntries(
    SEARCH_FILTER_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]),
  );

/** One page of what `viewer` may see that matches `q`, best first, with the counts per tab. */
export async function search(
  container: Pick<Container, 'db' | 'clock'>,
  viewer: string,
  query: SearchQuery,
): Promise<SearchResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const matched = termsOf(query.q);
  if (!matched) return { success: true, results: [], counts: emptyCounts(), nextCursor: null };
  const now = container.clock.now();
  const context: SearchContext = { viewer, asOf: cursor?.asOf ?? now.toISOString(), today: indiaToday(now) };
  const kind = kindOfTab(query.tab);
  const { rows, counts } = await searchDocuments(container.db, matched.terms, context, {
    kind,
    filters: filtersOf(query),
    after: cursor,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const tabs = emptyCounts();
  for (const { kind: counted, count, fitting } of counts) {
    // The chosen tab counts what its filters let through; the others (and All) every match.
    tabs[tabOfKind[counted]] = counted === kind ? fitting : count;
    tabs.all += count;
  }
  return {
    success: true,
    results: page.map((row) => resultOf(row, matched.words)),
    counts: tabs,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ score: last.score, kind: last.kind, id: last.itemId, asOf: context.asOf })
        : null,
  };
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
