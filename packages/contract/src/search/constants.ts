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
