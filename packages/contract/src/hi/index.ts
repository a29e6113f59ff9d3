/**
 * The contract's Hindi column (decision 017): a Hindi twin of every English catalogue, and the
 * lookup that turns any English catalogue text into its Hindi. The server answers in it when a
 * request prefers Hindi; the web loads this module only when Hindi is on.
 */
import { ACCOUNT_WORDS } from '../account.ts';
import { COMPLETENESS_WORDS } from '../completeness.ts';
import { CONNECT_WORDS } from '../connects.ts';
import { CONTENT_WORDS } from '../content.ts';
import { EMAIL_CHANGE_WORDS } from '../email-change.ts';
import { MATCHING_WORDS } from '../matching.ts';
import { ACCOUNT_SETTINGS_WORDS } from '../notification-emails.ts';
import { PHONE_WORDS } from '../phone.ts';
import { PIPELINE_WORDS } from '../pipeline.ts';
import { PREFERENCES_WORDS } from '../preferences.ts';
import { PROFILE_ERRORS } from '../profiles.ts';
import { SAFETY_WORDS } from '../safety.ts';
import { SOCIAL_WORDS } from '../social.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { API_ERRORS, WORDS } from '../words.ts';
import { ACCOUNT_WORDS_HI } from './account.ts';
import { CONNECT_WORDS_HI } from './connects.ts';
import { CONTENT_WORDS_HI } from './content.ts';
import { EMAIL_CHANGE_WORDS_HI } from './email-change.ts';
import {
  COMPLETENESS_WORDS_HI,
  MATCHING_CHOICES_HI,
  MATCHING_WORDS_HI,
  PIPELINE_WORDS_HI,
} from './matching.ts';
import { ACCOUNT_SETTINGS_WORDS_HI } from './notification-emails.ts';
import { PHONE_WORDS_HI } from './phone.ts';
import { PREFERENCES_WORDS_HI } from './preferences.ts';
import { PROFILE_CHOICES_HI, PROFILE_ERRORS_HI } from './profiles.ts';
import { SAFETY_CHOICES_HI, SAFETY_WORDS_HI } from './safety.ts';
import { SOCIAL_WORDS_HI } from './social.ts';
import { VALIDATION_WORDS_HI } from './validation.ts';
import { API_ERRORS_HI, WORDS_HI } from './words.ts';

export { ACCOUNT_WORDS_HI } from './account.ts';
export { CONNECT_WORDS_HI } from './connects.ts';
export { CONTENT_WORDS_HI } from './content.ts';
export { EMAIL_CHANGE_WORDS_HI } from './email-change.ts';
export { EMAILS_HI } from './emails.ts';
export {
  COMPLETENESS_WORDS_HI,
  MATCHING_CHOICES_HI,
  MATCHING_WORDS_HI,
  PIPELINE_WORDS_HI,
} from './matching.ts';
export {
  ACCOUNT_SETTINGS_WORDS_HI,
  DIGEST_EMAIL_HI,
  NOTIFICATION_EMAILS_HI,
} from './notification-emails.ts';
export { NOTIFICATION_TEXTS_HI } from './notifications.ts';
export { PHONE_WORDS_HI } from './phone.ts';
export { PREFERENCES_WORDS_HI } from './preferences.ts';
export { PROFILE_CHOICES_HI, PROFILE_ERRORS_HI } from './profiles.ts';
export { SAFETY_CHOICES_HI, SAFETY_WORDS_HI } from './safety.ts';
export { SOCIAL_WORDS_HI } from './social.ts';
export { VALIDATION_WORDS_HI } from './validation.ts';
export { API_ERRORS_HI, WORDS_HI } from './words.ts';

/** Each English catalogue of short texts with its Hindi: what `toHindi` can translate. */
export const CATALOGUE_PAIRS: ReadonlyArray<readonly [english: object, hindi: object]> = [
  [WORDS, WORDS_HI],
  [API_ERRORS, API_ERRORS_HI],
  [PROFILE_ERRORS, PROFILE_ERRORS_HI],
  [CONTENT_WORDS, CONTENT_WORDS_HI],
  [SOCIAL_WORDS, SOCIAL_WORDS_HI],
  [CONNECT_WORDS, CONNECT_WORDS_HI],
  [VALIDATION_WORDS, VALIDATION_WORDS_HI],
  [PHONE_WORDS, PHONE_WORDS_HI],
  [PREFERENCES_WORDS, PREFERENCES_WORDS_HI],
  [EMAIL_CHANGE_WORDS, EMAIL_CHANGE_WORDS_HI],
  [ACCOUNT_WORDS, ACCOUNT_WORDS_HI],
  [ACCOUNT_SETTINGS_WORDS, ACCOUNT_SETTINGS_WORDS_HI],
  [MATCHING_WORDS, MATCHING_WORDS_HI],
  [PIPELINE_WORDS, PIPELINE_WORDS_HI],
  [COMPLETENESS_WORDS, COMPLETENESS_WORDS_HI],
  [SAFETY_WORDS, SAFETY_WORDS_HI],
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
    ...Object.entries(MATCHING_CHOICES_HI),
    ...Object.entries(SAFETY_CHOICES_HI),
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
