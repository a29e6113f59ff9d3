import type { Catalogue } from '../i18n.ts';
import type { VIDEOS_WORDS } from './words.ts';

/** What the video routes say, in Hindi. */
export const VIDEOS_WORDS_HI = {
  onlyHustlersVideos: 'सिर्फ़ हसलर ही वीडियो अपलोड कर सकते हैं।',
  videoNotFound: 'वह वीडियो नहीं मिला।',
  liked: 'लाइक कर दिया।',
  unliked: 'लाइक हटा दिया।',
  videosFetched: 'वीडियो लोड हो गए।',
  videoUpdated: 'वीडियो अपडेट हो गया।',
  videoDeleted: 'वीडियो मिटा दिया गया।',
} satisfies Catalogue<typeof VIDEOS_WORDS>;
