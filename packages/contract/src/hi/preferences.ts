import type { Catalogue } from '../i18n.ts';
import type { PREFERENCES_WORDS } from '../preferences.ts';

export const PREFERENCES_WORDS_HI = {
  saved: 'आपकी पसंद सेव हो गई है।',
  invalidLocale: 'कृपया English (en-IN) या हिन्दी (hi-IN) चुनें।',
} satisfies Catalogue<typeof PREFERENCES_WORDS>;
