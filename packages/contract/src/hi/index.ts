/**
 * The contract's Hindi column (decision 017): a Hindi twin of every English catalogue, and the
 * lookup that turns any English catalogue text into its Hindi. Each feature keeps its Hindi beside
 * its English (`<feature>/hi.ts`); the cross-feature catalogues' Hindi is in this folder. The server
 * answers in it when a request prefers Hindi; the web loads this module only when Hindi is on.
 */

import { ACCOUNT_WORDS_HI } from '../account/hi.ts';
import { ACCOUNT_WORDS } from '../account/words.ts';
import { ACCOUNT_SETTINGS_WORDS_HI } from '../account-settings/hi.ts';
import { ACCOUNT_SETTINGS_WORDS } from '../account-settings/words.ts';
import { EMAIL_CHANGE_WORDS } from '../auth/email-change.ts';
import { EMAIL_CHANGE_WORDS_HI, PREFERENCES_WORDS_HI } from '../auth/hi.ts';
import { PREFERENCES_WORDS } from '../auth/preferences.ts';
import { BLOCKS_WORDS_HI } from '../blocks/hi.ts';
import { BLOCKS_WORDS } from '../blocks/words.ts';
import { BLOGS_WORDS_HI } from '../blogs/hi.ts';
import { BLOGS_WORDS } from '../blogs/words.ts';
import { COFOUNDERS_CHOICES_HI, COFOUNDERS_WORDS_HI } from '../cofounders/hi.ts';
import { COFOUNDERS_WORDS } from '../cofounders/words.ts';
import { COMMENTS_WORDS_HI } from '../comments/hi.ts';
import { COMMENTS_WORDS } from '../comments/words.ts';
import { CONNECTS_WORDS_HI } from '../connects/hi.ts';
import { CONNECTS_WORDS } from '../connects/words.ts';
import { CONTENT_WORDS } from '../content.ts';
import { DISCOVERY_CHOICES_HI, DISCOVERY_WORDS_HI } from '../discovery/hi.ts';
import { DISCOVERY_WORDS } from '../discovery/words.ts';
import { FEED_WORDS_HI } from '../feed/hi.ts';
import { FEED_WORDS } from '../feed/words.ts';
import { JOBS_WORDS_HI } from '../jobs/hi.ts';
import { JOBS_WORDS } from '../jobs/words.ts';
import { LIVE_WORDS } from '../live.ts';
import { MESSAGES_WORDS_HI } from '../messages/hi.ts';
import { MESSAGES_WORDS } from '../messages/words.ts';
import { MODERATION_CHOICES_HI, MODERATION_WORDS_HI } from '../moderation/hi.ts';
import { MODERATION_WORDS } from '../moderation/words.ts';
import { NOTIFICATIONS_WORDS_HI } from '../notifications/hi.ts';
import { PUSH_WORDS_HI } from '../notifications/push-hi.ts';
import { PUSH_WORDS } from '../notifications/push-words.ts';
import { NOTIFICATIONS_WORDS } from '../notifications/words.ts';
import { PHONE_WORDS } from '../phone.ts';
import { COMPLETENESS_WORDS_HI, PROFILE_CHOICES_HI, PROFILE_ERRORS_HI } from '../profiles/hi.ts';
import { COMPLETENESS_WORDS, PROFILE_ERRORS } from '../profiles/words.ts';
import { PUBLIC_PAGES_WORDS_HI } from '../public-pages/hi.ts';
import { PUBLIC_PAGES_WORDS } from '../public-pages/words.ts';
import { SEARCH_WORDS_HI } from '../search/hi.ts';
import { SEARCH_WORDS } from '../search/words.ts';
import { TALKS_WORDS_HI } from '../talks/hi.ts';
import { TALKS_WORDS } from '../talks/words.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { VIDEOS_WORDS_HI } from '../videos/hi.ts';
import { VIDEOS_WORDS } from '../videos/words.ts';
import { API_ERRORS, WORDS } from '../words.ts';
import { CONTENT_WORDS_HI } from './content.ts';
import { LIVE_WORDS_HI } from './live.ts';
import { PHONE_WORDS_HI } from './phone.ts';
import { VALIDATION_WORDS_HI } from './validation.ts';
import { API_ERRORS_HI, WORDS_HI } from './words.ts';

export * from '../account/hi.ts';
export * from '../account-settings/hi.ts';
export * from '../auth/hi.ts';
export * from '../blocks/hi.ts';
export * from '../blogs/hi.ts';
export * from '../cofounders/hi.ts';
export * from '../comments/hi.ts';
export * from '../connects/hi.ts';
export * from '../discovery/hi.ts';
export * from '../feed/hi.ts';
export * from '../jobs/hi.ts';
export * from '../messages/hi.ts';
export * from '../moderation/hi.ts';
export * from '../notifications/hi.ts';
export * from '../notifications/push-hi.ts';
export * from '../profiles/hi.ts';
export * from '../public-pages/hi.ts';
export * from '../search/hi.ts';
export * from '../talks/hi.ts';
export * from '../videos/hi.ts';
export * from './content.ts';
export * from './emails.ts';
export * from './live.ts';
export * from './phone.ts';
export * from './validation.ts';
export * from './words.ts';

/** Each English catalogue of short texts with its Hindi: what `toHindi` can translate. */
export const CATALOGUE_PAIRS: ReadonlyArray<readonly [english: object, hindi: object]> = [
  [WORDS, WORDS_HI],
  [API_ERRORS, API_ERRORS_HI],
  [PROFILE_ERRORS, PROFILE_ERRORS_HI],
  [VIDEOS_WORDS, VIDEOS_WORDS_HI],
  [BLOGS_WORDS, BLOGS_WORDS_HI],
  [TALKS_WORDS, TALKS_WORDS_HI],
  [COMMENTS_WORDS, COMMENTS_WORDS_HI],
  [FEED_WORDS, FEED_WORDS_HI],
  [CONTENT_WORDS, CONTENT_WORDS_HI],
  [MESSAGES_WORDS, MESSAGES_WORDS_HI],
  [NOTIFICATIONS_WORDS, NOTIFICATIONS_WORDS_HI],
  [CONNECTS_WORDS, CONNECTS_WORDS_HI],
  [VALIDATION_WORDS, VALIDATION_WORDS_HI],
  [PHONE_WORDS, PHONE_WORDS_HI],
  [PREFERENCES_WORDS, PREFERENCES_WORDS_HI],
  [EMAIL_CHANGE_WORDS, EMAIL_CHANGE_WORDS_HI],
  [ACCOUNT_WORDS, ACCOUNT_WORDS_HI],
  [ACCOUNT_SETTINGS_WORDS, ACCOUNT_SETTINGS_WORDS_HI],
  [DISCOVERY_WORDS, DISCOVERY_WORDS_HI],
  [COMPLETENESS_WORDS, COMPLETENESS_WORDS_HI],
  [BLOCKS_WORDS, BLOCKS_WORDS_HI],
  [MODERATION_WORDS, MODERATION_WORDS_HI],
  [JOBS_WORDS, JOBS_WORDS_HI],
  [PUBLIC_PAGES_WORDS, PUBLIC_PAGES_WORDS_HI],
  [COFOUNDERS_WORDS, COFOUNDERS_WORDS_HI],
  [SEARCH_WORDS, SEARCH_WORDS_HI],
  [PUSH_WORDS, PUSH_WORDS_HI],
  [LIVE_WORDS, LIVE_WORDS_HI],
];

function addPairs(table: Map<string, string>, english: unknown, hindi: unknown) {
  if (typeof english === 'string' && typeof hindi === 'string') table.set(english, hindi);
  else if (english && hindi && typeof english === 'object' && typeof hindi === 'object') {
    for (const [key, value] of Object.entries(english))
      addPairs(table, value, (hindi as Record<string, unknown>)[key]);
  }
}

const HINDI_OF = (() => {
  const table = new Map<string, string>([
    ...Object.entries(PROFILE_CHOICES_HI),
    ...Object.entries(DISCOVERY_CHOICES_HI),
    ...Object.entries(MODERATION_CHOICES_HI),
    ...Object.entries(COFOUNDERS_CHOICES_HI),
  ]);
  for (const [english, hindi] of CATALOGUE_PAIRS) addPairs(table, english, hindi);
  return table;
})();

/**
 * The Hindi of an English catalogue text (a message, a validation error, a profile choice),
 * or the text itself when it is not one: a name, a title, anything a user wrote.
 */
export function toHindi(english: string): string {
  return HINDI_OF.get(english) ?? english;
}

/** True when `english` is a catalogue text with a Hindi twin. */
export const hasHindi = (english: string) => HINDI_OF.has(english);
