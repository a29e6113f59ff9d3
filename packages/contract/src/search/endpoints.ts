import { defineEndpoint } from '../endpoint.ts';
import {
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
      'Search people, startups, videos, blogs, talks and open jobs in English, Hindi or Hinglish: best matches first (paginated), with counts per tab and highlighted matches',
    query: SearchQuerySchema,
    responses: { 200: SearchResponseSchema },
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
