import { WORDS } from '@ideaignite/contract';
import { ApiError } from './api-client.ts';
import { contractText } from './i18n/contract.ts';

/*
 * Spec section 8's words for a content list that did not load, shared by the pages that show it.
 * InfiniteListStates shows them in the interface language; a text made of several is translated here.
 */

/** Videos (/videos and the dashboard feed): one message for a refused answer, another when none came. */
export function videosFailure(error: Error): string {
  return error instanceof ApiError ? WORDS.lists.videosLoadFailed : WORDS.lists.videosFetchError;
}

/** Blogs and talks: a refused answer shows its HTTP status; no answer at all has its own words. */
export function blogsFailure(error: Error): string {
  return error instanceof ApiError
    ? `${contractText(WORDS.lists.blogsFetchFailed)} (HTTP ${error.status})`
    : WORDS.lists.blogsFetchError;
}
