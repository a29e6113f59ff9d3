import type { Catalogue } from '../i18n.ts';
import type { PUSH_WORDS } from './push-words.ts';

/** What push says, in Hindi. */
export const PUSH_WORDS_HI = {
  subscribed: 'इस डिवाइस पर पुश नोटिफ़िकेशन चालू हैं।',
  unsubscribed: 'इस डिवाइस पर पुश नोटिफ़िकेशन बंद हैं।',
  invalidSubscription: 'इस डिवाइस पर पुश नोटिफ़िकेशन चालू नहीं हो सके। कृपया फिर से कोशिश करें।',
  messageHidden: 'आपके लिए एक नया मैसेज है।',
} satisfies Catalogue<typeof PUSH_WORDS>;
