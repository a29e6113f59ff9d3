import type { Catalogue } from '../i18n.ts';
import type { FEED_WORDS } from './words.ts';

/** What the dashboard feed say, in Hindi. */
export const FEED_WORDS_HI = {
  feedFetched: 'फ़ीड लोड हो गई।',
} satisfies Catalogue<typeof FEED_WORDS>;
