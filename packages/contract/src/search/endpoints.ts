import { defineEndpoint } from '../endpoint.ts';
import {
  SearchCountsQuerySchema,
  SearchCountsResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from './schemas.ts';

/** Issue 28: one search over people, startups, videos, blogs, talks and job postings. */
export const searchApi = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    auth: 'user',
    tags: ['search'],
    summary:
      'Search people, startups, videos, blogs, talks and open jobs in English, Hindi or Hinglish: best matches first (paginated; where the words are common, the newest documents first, best first within each window of them, and a page may hold fewer than `limit` results while `nextCursor` goes on), with highlighted matches',
    query: SearchQuerySchema,
    responses: { 200: SearchResponseSchema },
    errors: [400, 401, 429],
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/api/search/counts',
    auth: 'user',
    tags: ['search'],
    summary: 'How many results each tab of a search has (asked once per search, beside its first page)',
    query: SearchCountsQuerySchema,
    responses: { 200: SearchCountsResponseSchema },
    errors: [400, 401, 429],
  }),
  suggest: defineEndpoint({
    method: 'GET',
    path: '/api/search/suggest',
    auth: 'user',
    tags: ['search'],
    summary: 'Suggestions as a person types: the best few matches of every kind',
    query: SearchSuggestQuerySchema,
    responses: { 200: SearchSuggestResponseSchema },
    errors: [400, 401, 429],
  }),
};
