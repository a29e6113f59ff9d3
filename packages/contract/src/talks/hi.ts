import type { Catalogue } from '../i18n.ts';
import type { TALKS_WORDS } from './words.ts';

/** What the talk routes say, in Hindi. */
export const TALKS_WORDS_HI = {
  talkRequired: 'कृपया शेयर करने के लिए पहले कुछ लिखें।',
  talkPosted: 'आपका टॉक लाइव हो गया है।',
  talkUpdated: 'टॉक अपडेट हो गया।',
  talkDeleted: 'टॉक मिटा दिया गया।',
} satisfies Catalogue<typeof TALKS_WORDS>;
