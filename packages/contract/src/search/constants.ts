import { STAGE_FILTERS } from '../discovery/constants.ts';
import { JOB_TYPES } from '../jobs/constants.ts';

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

/** The values of the stage and type filters (the jobs board's and discovery's lists). */
export const SEARCH_STAGES = STAGE_FILTERS.map((option) => option.value);
export const SEARCH_JOB_TYPES = JOB_TYPES.map((option) => option.value);
