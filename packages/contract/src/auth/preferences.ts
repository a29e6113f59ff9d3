import { z } from 'zod';
import { LOCALES } from '../i18n.ts';

/** What the account-preference call says. */
export const PREFERENCES_WORDS = {
  saved: 'Your preferences are saved.',
  invalidLocale: 'Please choose English (en-IN) or Hindi (hi-IN).',
} as const;

/** PUT /api/auth/preferences: the account's language, used for its emails and notifications. */
export const PreferencesSchema = z.object({
  locale: z.enum(LOCALES, { error: PREFERENCES_WORDS.invalidLocale }),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const PreferencesResponseSchema = PreferencesSchema.extend({ message: z.string() });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;
