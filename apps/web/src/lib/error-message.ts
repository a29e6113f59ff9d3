import { MESSAGES } from '@ideaignite/contract';
import { ApiError, NetworkError } from './api-client.ts';

/** The words to show for a failed call: the server's message, the network message, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return MESSAGES.auth.networkError;
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
