import { MESSAGES } from '@ideaignite/contract';
import { ApiError } from '../../lib/api-client.ts';

/** Spec section 8: a refused answer shows its HTTP status; no answer at all has its own words. */
export function blogsFailure(error: Error): string {
  return error instanceof ApiError
    ? `${MESSAGES.lists.blogsFetchFailed} (HTTP ${error.status})`
    : MESSAGES.lists.blogsFetchError;
}
