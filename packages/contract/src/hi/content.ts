import type { CONTENT_WORDS } from '../content.ts';
import type { Catalogue } from '../i18n.ts';

/** What the content routes say, in Hindi. */
export const CONTENT_WORDS_HI = {
  onlyHustlersVideos: 'सिर्फ़ हसलर ही वीडियो अपलोड कर सकते हैं।',
  onlyHustlersBlogs: 'सिर्फ़ हसलर ही ब्लॉग पब्लिश कर सकते हैं।',
  videoNotFound: 'वह वीडियो नहीं मिला।',
  blogNotFound: 'वह पोस्ट नहीं मिली।',
  commentRequired: 'कृपया पहले कमेंट लिखें।',
  talkRequired: 'कृपया शेयर करने के लिए पहले कुछ लिखें।',
  invalidCover: 'कृपया PNG या JPEG कवर इमेज अपलोड करें।',
  coverTooLarge: 'कवर इमेज बहुत बड़ी है: ज़्यादा से ज़्यादा 10 MB की इमेज चलेगी।',
  commentAdded: 'कमेंट जुड़ गया।',
  talkPosted: 'आपका टॉक लाइव हो गया है।',
  liked: 'लाइक कर दिया।',
  unliked: 'लाइक हटा दिया।',
  videosFetched: 'वीडियो लोड हो गए।',
  feedFetched: 'फ़ीड लोड हो गई।',
  commentNotFound: 'वह कमेंट नहीं मिला।',
  notYourContent: 'इसे सिर्फ़ इसका लेखक ही बदल या मिटा सकता है।',
  nothingToChange: 'बदलने को कुछ नहीं है: कम से कम एक फ़ील्ड भेजें।',
  videoUpdated: 'वीडियो अपडेट हो गया।',
  videoDeleted: 'वीडियो मिटा दिया गया।',
  blogUpdated: 'ब्लॉग अपडेट हो गया।',
  blogDeleted: 'ब्लॉग मिटा दिया गया।',
  talkUpdated: 'टॉक अपडेट हो गया।',
  talkDeleted: 'टॉक मिटा दिया गया।',
  commentUpdated: 'कमेंट अपडेट हो गया।',
  commentDeleted: 'कमेंट मिटा दिया गया।',
} satisfies Catalogue<typeof CONTENT_WORDS>;
