import type { Catalogue } from '../i18n.ts';
import type { BLOGS_WORDS } from './words.ts';

/** What the blog routes say, in Hindi. */
export const BLOGS_WORDS_HI = {
  onlyHustlersBlogs: 'सिर्फ़ हसलर ही ब्लॉग पब्लिश कर सकते हैं।',
  blogNotFound: 'वह पोस्ट नहीं मिली।',
  invalidCover: 'कृपया PNG या JPEG कवर इमेज अपलोड करें।',
  coverTooLarge: 'कवर इमेज बहुत बड़ी है: ज़्यादा से ज़्यादा 10 MB की इमेज चलेगी।',
  blogUpdated: 'ब्लॉग अपडेट हो गया।',
  blogDeleted: 'ब्लॉग मिटा दिया गया।',
} satisfies Catalogue<typeof BLOGS_WORDS>;
