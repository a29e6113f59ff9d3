import { API_ERRORS } from '@ideaignite/contract';
import { ApiError } from '../../lib/api-client.ts';

/** Words for a failed social call: the server's message, else the error's own (network, format). */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? API_ERRORS.internal;
  return error instanceof Error && error.message ? error.message : API_ERRORS.internal;
}
