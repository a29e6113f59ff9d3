import type { Catalogue } from '../i18n.ts';
import type { COMMENTS_WORDS } from './words.ts';

/** What the comment routes say, in Hindi. */
export const COMMENTS_WORDS_HI = {
  commentRequired: 'कृपया पहले कमेंट लिखें।',
  commentAdded: 'कमेंट जुड़ गया।',
  commentNotFound: 'वह कमेंट नहीं मिला।',
  commentUpdated: 'कमेंट अपडेट हो गया।',
  commentDeleted: 'कमेंट मिटा दिया गया।',
} satisfies Catalogue<typeof COMMENTS_WORDS>;
