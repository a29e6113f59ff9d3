import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** A blog wherever it is shown, in Hindi. */
export default {
  coverFor: (title: string) => `“${title}” की कवर इमेज`,
  coverImage: 'कवर इमेज',
  optional: '(वैकल्पिक)',
  coverPreview: 'आपकी चुनी हुई कवर इमेज की झलक',
  changeCover: 'कवर बदलें',
  chooseCover: 'कवर चुनें',
  removeCover: 'हटाएँ',
  coverHint: (megabytes: number) => `PNG या JPEG, ${megabytes} MB तक। चौड़ी तस्वीर सबसे अच्छी लगती है।`,
  editBlog: 'ब्लॉग बदलें',
  editDescription: 'शब्द या कवर बदलें; पाठकों को पोस्ट पर "बदला गया" दिखेगा।',
  titleLabel: 'शीर्षक',
  summaryLabel: 'छोटा सारांश',
  contentLabel: 'कंटेंट',
  currentCover: 'अभी का कवर',
  removeCurrentCover: 'कवर हटाएँ',
  keepCover: 'कवर रखें',
  coverWillGo: 'सेव करने पर कवर हट जाएगा।',
  deleteBlogTitle: 'यह ब्लॉग मिटाएँ?',
  deleteBlogBody: (title: string) => `“${title}” सबके लिए हट जाएगा, उसके कवर और कमेंट्स के साथ। यह वापस नहीं होगा।`,
} satisfies Catalogue<typeof en>;
