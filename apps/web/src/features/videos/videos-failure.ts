import { MESSAGES } from '@ideaignite/contract';
import { ApiError } from '../../lib/api-client.ts';

/** Spec section 8: one message for a refused answer, another when none came. */
export function videosFailure(error: Error): string {
  return error instanceof ApiError ? MESSAGES.lists.videosLoadFailed : MESSAGES.lists.videosFetchError;
}
