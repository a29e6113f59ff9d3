import { SEARCH_QUERY_LENGTH } from './constants.ts';

/** What search says (issue 28): its refusals, and the page's empty answer. */
export const SEARCH_WORDS = {
  emptyQuery: 'Please type what you are looking for.',
  queryTooLong: `Please search with at most ${SEARCH_QUERY_LENGTH.max} characters.`,
  invalidTab: 'Please choose a tab from the list.',
  invalidFilter: 'Please choose a filter from the list.',
  filterNotInTab: 'This filter does not fit the tab you chose.',
  /** Followed by the query, in quotes. */
  noResults: 'No results for',
  tryOther: 'Try fewer or other words, or check the spelling.',
} as const;
