import type { Catalogue } from '../i18n.ts';
import type { PREFERENCES_MESSAGES } from '../preferences.ts';

export const PREFERENCES_MESSAGES_HI = {
  saved: 'आपकी पसंद सेव हो गई है।',
  invalidLocale: 'कृपया English (en-IN) या हिन्दी (hi-IN) चुनें।',
} satisfies Catalogue<typeof PREFERENCES_MESSAGES>;
