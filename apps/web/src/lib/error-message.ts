import { WORDS } from '@ideaignite/contract';
import { ApiError, NetworkError } from './api-client.ts';
import { contractText } from './i18n/contract.ts';

/** Where the words for a failure that is not the server's answer come from. */
export interface OtherFailureWords {
  /** Every failure but a server's answer (no answer at all, or a fault here) shows these words. */
  unanswered?: string;
  /** A failure that carries its own words (NetworkError, 'Unexpected response format') shows them. */
  ownWords?: boolean;
}

/**
 * The words to show for a failed call: the server's own words when it answered with some, else
 * `fallback`. A call that got no answer shows the network message, unless `other` says otherwise;
 * anything else that went wrong shows `fallback`. Contract texts come in the interface language
 * (the server's words already do).
 */
export function errorMessage(error: unknown, fallback: string, other: OtherFailureWords = {}): string {
  return contractText(failureWords(error, fallback, other));
}

function failureWords(error: unknown, fallback: string, other: OtherFailureWords): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (other.unanswered !== undefined) return other.unanswered;
  if (other.ownWords && error instanceof Error && error.message) return error.message;
  return error instanceof NetworkError ? WORDS.auth.networkError : fallback;
}
