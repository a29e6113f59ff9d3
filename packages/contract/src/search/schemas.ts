import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TEXT_LIMITS } from '../limits.ts';
import {
  SEARCH_FILTER_KEYS,
  SEARCH_FILTER_VALUES,
  SEARCH_KINDS,
  SEARCH_QUERY_LENGTH,
  SEARCH_TAB_FILTERS,
  SEARCH_TABS,
} from './constants.ts';
import { SEARCH_WORDS } from './words.ts';

/** What was typed: trimmed, not empty, at most SEARCH_QUERY_LENGTH.max characters. */
const SearchTextSchema = z
  .string({ error: SEARCH_WORDS.emptyQuery })
  .trim()
  .min(1, SEARCH_WORDS.emptyQuery)
  .max(SEARCH_QUERY_LENGTH.max, SEARCH_WORDS.queryTooLong);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: SEARCH_WORDS.invalidFilter }).optional();

/** The words, the tab and the tab's filters: what a search's pages and its counts share. */
const SearchTabQuerySchema = z.object({
  q: SearchTextSchema,
  tab: z.enum(SEARCH_TABS, { error: SEARCH_WORDS.invalidTab }).default('all'),
  role: oneOf(SEARCH_FILTER_VALUES.role),
  stage: oneOf(SEARCH_FILTER_VALUES.stage),
  sector: oneOf(SEARCH_FILTER_VALUES.sector),
  city: z
    .string({ error: SEARCH_WORDS.invalidFilter })
    .trim()
    .min(1, SEARCH_WORDS.invalidFilter)
    .max(TEXT_LIMITS.city, SEARCH_WORDS.invalidFilter)
    .optional(),
  type: oneOf(SEARCH_FILTER_VALUES.type),
  within: oneOf(SEARCH_FILTER_VALUES.within),
});

/** A filter that does not fit the tab (SEARCH_TAB_FILTERS) is refused. */
function fitsTheTab(query: z.infer<typeof SearchTabQuerySchema>, context: z.RefinementCtx) {
  for (const key of SEARCH_FILTER_KEYS) {
    if (query[key] !== undefined && !SEARCH_TAB_FILTERS[query.tab].includes(key))
      context.addIssue({ code: 'custom', path: [key], message: SEARCH_WORDS.filterNotInTab });
  }
}

/**
 * GET /api/search: the words, the tab, the tab's filters (SEARCH_TAB_FILTERS: one that does not
 * fit the tab is refused), and keyset paging over the ranked results.
 */
export const SearchQuerySchema = SearchTabQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(300).optional(),
}).superRefine(fitsTheTab);
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** GET /api/search/counts: the words, the tab and its filters, as for the first page. */
export const SearchCountsQuerySchema = SearchTabQuerySchema.superRefine(fitsTheTab);
export type SearchCountsQuery = z.infer<typeof SearchCountsQuerySchema>;

/** GET /api/search/suggest: what is typed so far. */
export const SearchSuggestQuerySchema = z.object({ q: SearchTextSchema });

const SearchKindSchema = z.enum(SEARCH_KINDS);

/** One thing found: what it is, its title (a person's name), and who it is from. */
export const SearchResultSchema = z.object({
  kind: SearchKindSchema,
  /** The video, blog, talk or job posting; for a person or a startup, the user. */
  id: z.uuid(),
  title: z.string(),
  /**
   * A short passage around the match, HTML-escaped, the matched words in `<mark>…</mark>`: safe
   * to put in the page as HTML.
   */
  snippet: z.string(),
  author: z.object({ id: z.uuid(), name: z.string().nullable() }),
  createdAt: z.string(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** How many results each tab has. */
export const SearchCountsSchema = z.object(
  Object.fromEntries(SEARCH_TABS.map((tab) => [tab, z.number().int()])) as Record<
    (typeof SEARCH_TABS)[number],
    z.ZodNumber
  >,
);

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(SearchResultSchema),
  nextCursor: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** How many results each tab has: asked once per search, beside its first page. */
export const SearchCountsResponseSchema = z.object({ success: z.literal(true), counts: SearchCountsSchema });
export type SearchCountsResponse = z.infer<typeof SearchCountsResponseSchema>;

export const SearchSuggestionSchema = SearchResultSchema.pick({ kind: true, id: true, title: true });
export const SearchSuggestResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(SearchSuggestionSchema),
});
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;
