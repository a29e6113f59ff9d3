import { MESSAGES } from '@ideaignite/contract';
import { ApiError } from './api-client.ts';

/* Spec section 8's words for a content list that did not load, shared by the pages that show it. */

/** Videos (/videos and the dashboard feed): one message for a refused answer, another when none came. */
export function videosFailure(error: Error): string {
  return error instanceof ApiError ? MESSAGES.lists.videosLoadFailed : MESSAGES.lists.videosFetchError;
}

/** Blogs and talks: a refused answer shows its HTTP status; no answer at all has its own words. */
export function blogsFailure(error: Error): string {
  return error instanceof ApiError
    ? `${MESSAGES.lists.blogsFetchFailed} (HTTP ${error.status})`
    : MESSAGES.lists.blogsFetchError;
}
