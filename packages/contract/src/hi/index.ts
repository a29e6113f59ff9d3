/**
 * The contract's Hindi column (decision 017): a Hindi twin of every English catalogue, and the
 * lookup that turns any English catalogue text into its Hindi. The server answers in it when a
 * request prefers Hindi; the web loads this module only when Hindi is on.
 */
import { ACCOUNT_MESSAGES } from '../account.ts';
import { COMPLETENESS_MESSAGES } from '../completeness.ts';
import { CONNECT_MESSAGES } from '../connects.ts';
import { CONTENT_MESSAGES } from '../content.ts';
import { EMAIL_CHANGE_MESSAGES } from '../email-change.ts';
import { MATCHING_MESSAGES } from '../matching.ts';
import { API_ERRORS, MESSAGES } from '../messages.ts';
import { ACCOUNT_SETTINGS_MESSAGES } from '../notification-emails.ts';
import { PHONE_MESSAGES } from '../phone.ts';
import { PIPELINE_MESSAGES } from '../pipeline.ts';
import { PREFERENCES_MESSAGES } from '../preferences.ts';
import { PROFILE_ERRORS } from '../profiles.ts';
import { SAFETY_MESSAGES } from '../safety.ts';
import { SOCIAL_MESSAGES } from '../social.ts';
import { VALIDATION_MESSAGES } from '../validation.ts';
import { ACCOUNT_MESSAGES_HI } from './account.ts';
import { CONNECT_MESSAGES_HI } from './connects.ts';
import { CONTENT_MESSAGES_HI } from './content.ts';
import { EMAIL_CHANGE_MESSAGES_HI } from './email-change.ts';
import {
  COMPLETENESS_MESSAGES_HI,
  MATCHING_CHOICES_HI,
  MATCHING_MESSAGES_HI,
  PIPELINE_MESSAGES_HI,
} from './matching.ts';
import { API_ERRORS_HI, MESSAGES_HI } from './messages.ts';
import { ACCOUNT_SETTINGS_MESSAGES_HI } from './notification-emails.ts';
import { PHONE_MESSAGES_HI } from './phone.ts';
import { PREFERENCES_MESSAGES_HI } from './preferences.ts';
import { PROFILE_CHOICES_HI, PROFILE_ERRORS_HI } from './profiles.ts';
import { SAFETY_CHOICES_HI, SAFETY_MESSAGES_HI } from './safety.ts';
import { SOCIAL_MESSAGES_HI } from './social.ts';
import { VALIDATION_MESSAGES_HI } from './validation.ts';

export { ACCOUNT_MESSAGES_HI } from './account.ts';
export { CONNECT_MESSAGES_HI } from './connects.ts';
export { CONTENT_MESSAGES_HI } from './content.ts';
export { EMAIL_CHANGE_MESSAGES_HI } from './email-change.ts';
export { EMAILS_HI } from './emails.ts';
export {
  COMPLETENESS_MESSAGES_HI,
  MATCHING_CHOICES_HI,
  MATCHING_MESSAGES_HI,
  PIPELINE_MESSAGES_HI,
} from './matching.ts';
export { API_ERRORS_HI, MESSAGES_HI } from './messages.ts';
export {
  ACCOUNT_SETTINGS_MESSAGES_HI,
  DIGEST_EMAIL_HI,
  NOTIFICATION_EMAILS_HI,
} from './notification-emails.ts';
export { NOTIFICATION_TEXTS_HI } from './notifications.ts';
export { PHONE_MESSAGES_HI } from './phone.ts';
export { PREFERENCES_MESSAGES_HI } from './preferences.ts';
export { PROFILE_CHOICES_HI, PROFILE_ERRORS_HI } from './profiles.ts';
export { SAFETY_CHOICES_HI, SAFETY_MESSAGES_HI } from './safety.ts';
export { SOCIAL_MESSAGES_HI } from './social.ts';
export { VALIDATION_MESSAGES_HI } from './validation.ts';

/** Each English catalogue of short texts with its Hindi: what `toHindi` can translate. */
export const CATALOGUE_PAIRS: ReadonlyArray<readonly [english: object, hindi: object]> = [
  [MESSAGES, MESSAGES_HI],
  [API_ERRORS, API_ERRORS_HI],
  [PROFILE_ERRORS, PROFILE_ERRORS_HI],
  [CONTENT_MESSAGES, CONTENT_MESSAGES_HI],
  [SOCIAL_MESSAGES, SOCIAL_MESSAGES_HI],
  [CONNECT_MESSAGES, CONNECT_MESSAGES_HI],
  [VALIDATION_MESSAGES, VALIDATION_MESSAGES_HI],
  [PHONE_MESSAGES, PHONE_MESSAGES_HI],
  [PREFERENCES_MESSAGES, PREFERENCES_MESSAGES_HI],
  [EMAIL_CHANGE_MESSAGES, EMAIL_CHANGE_MESSAGES_HI],
  [ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_HI],
  [ACCOUNT_SETTINGS_MESSAGES, ACCOUNT_SETTINGS_MESSAGES_HI],
  [MATCHING_MESSAGES, MATCHING_MESSAGES_HI],
  [PIPELINE_MESSAGES, PIPELINE_MESSAGES_HI],
  [COMPLETENESS_MESSAGES, COMPLETENESS_MESSAGES_HI],
  [SAFETY_MESSAGES, SAFETY_MESSAGES_HI],
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
