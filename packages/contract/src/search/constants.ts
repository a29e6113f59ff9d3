import { SECTORS, STAGE_FILTERS } from '../discovery/constants.ts';
import { JOB_TYPES } from '../jobs/constants.ts';
import { ROLES } from '../roles.ts';

/** Issue 28: the tabs of the search page, and the kinds of thing a result is. */
export const SEARCH_TABS = ['all', 'people', 'startups', 'videos', 'blogs', 'talks', 'jobs'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_KINDS = ['person', 'startup', 'video', 'blog', 'talk', 'job'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The kind of result each tab but "all" shows. */
export const SEARCH_TAB_KIND: Record<Exclude<SearchTab, 'all'>, SearchKind> = {
  people: 'person',
  startups: 'startup',
  videos: 'video',
  blogs: 'blog',
  talks: 'talk',
  jobs: 'job',
};

/**
 * A query's length in characters: a single character is answered with nothing (it would match
 * almost everything), longer than the maximum is refused.
 */
export const SEARCH_QUERY_LENGTH = { min: 2, max: 200 } as const;

/** How many suggestions the box shows as a person types. */
export const SEARCH_SUGGESTIONS = 8;

/** "Posted within": a post's or a job posting's age, the last week, month or year. */
export const SEARCH_POSTED_WITHIN = [
  { value: 'week', label: 'Past week', days: 7 },
  { value: 'month', label: 'Past month', days: 30 },
  { value: 'year', label: 'Past year', days: 365 },
] as const;
export type SearchPostedWithin = (typeof SEARCH_POSTED_WITHIN)[number]['value'];

/**
 * The filters, as their query parameters are named: a person's role; a startup's stage and
 * sector; the city of a person, a startup or a job; a job's type; how recently a post or a job
 * was posted. Each takes one value.
 */
export const SEARCH_FILTER_KEYS = ['role', 'stage', 'sector', 'city', 'type', 'within'] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** The filters each tab offers, in the order they are shown; "all" has none. */
export const SEARCH_TAB_FILTERS: Record<SearchTab, readonly SearchFilterKey[]> = {
  all: [],
  people: ['role', 'city'],
  startups: ['stage', 'sector', 'city'],
  videos: ['within'],
  blogs: ['within'],
  talks: ['within'],
  jobs: ['type', 'city', 'within'],
};

type Values = readonly [string, ...string[]];
const valuesOf = (options: readonly { value: string }[]) =>
  options.map((option) => option.value) as unknown as Values;

/**
 * The values each listed filter takes, from the lists discovery and the jobs board use; city
 * takes any text (its list is a suggestion). The API's schema and the web's address reading both
 * read this map.
 */
export const SEARCH_FILTER_VALUES = {
  role: ROLES,
  stage: valuesOf(STAGE_FILTERS),
  sector: valuesOf(SECTORS),
  type: valuesOf(JOB_TYPES),
  within: valuesOf(SEARCH_POSTED_WITHIN),
} as const satisfies Partial<Record<SearchFilterKey, Values>>;
