import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The 404 page in Hindi. */
export default {
  notFoundTitle: 'पेज नहीं मिला',
  notFoundEyebrow: 'एरर 404',
  notFoundText:
    'यह पेज कहीं और मुड़ गया। हो सकता है यह हटा दिया गया हो, या लिंक में कोई ग़लती हो। चलिए, आपको सही रास्ते पर वापस ले चलते हैं।',
  goHome: 'होम पेज पर जाएँ',
  signIn: 'साइन इन करें',
} satisfies Catalogue<typeof en>;
