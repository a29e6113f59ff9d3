import type { Catalogue } from '../i18n.ts';
import type { PHONE_WORDS } from '../phone.ts';

export const PHONE_WORDS_HI = {
  notANumber: 'कृपया फ़ोन नंबर अंकों में डालें, जैसे 98765 43210 या +44 20 7946 0958।',
  indianMobile: 'कृपया +91 के बाद 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर डालें।',
  addCountryCode:
    'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें, या दूसरे देशों के नंबर के साथ कंट्री कोड (जैसे +44 …) भी लिखें।',
  invalidCountryCode: 'कंट्री कोड कभी 0 से शुरू नहीं होता: कृपया + के बाद के अंक जाँच लें।',
  foreignTooShort: 'यह नंबर बहुत छोटा है: कंट्री कोड के साथ इसमें कम से कम 8 अंक होने चाहिए।',
  foreignTooLong: 'यह नंबर बहुत लंबा है: कंट्री कोड के साथ इसमें ज़्यादा से ज़्यादा 15 अंक हो सकते हैं।',
} satisfies Catalogue<typeof PHONE_WORDS>;
