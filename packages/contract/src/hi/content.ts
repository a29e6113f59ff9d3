import type { CONTENT_WORDS } from '../content.ts';
import type { Catalogue } from '../i18n.ts';

/** What every kind of post says alike, in Hindi. */
export const CONTENT_WORDS_HI = {
  notYourContent: 'इसे सिर्फ़ इसका लेखक ही बदल या मिटा सकता है।',
  nothingToChange: 'बदलने को कुछ नहीं है: कम से कम एक फ़ील्ड भेजें।',
} satisfies Catalogue<typeof CONTENT_WORDS>;
