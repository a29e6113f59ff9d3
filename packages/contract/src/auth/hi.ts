import type { Catalogue } from '../i18n.ts';
import type { EMAIL_CHANGE_WORDS } from './email-change.ts';
import type { PREFERENCES_WORDS } from './preferences.ts';

/** What the email-change calls say, in Hindi. */
export const EMAIL_CHANGE_WORDS_HI = {
  requested: 'हमने आपके नए पते पर एक लिंक भेजा है। बदलाव पूरा करने के लिए उसे खोलें।',
  resent: 'हमने आपके नए पते पर लिंक फिर से भेज दिया है।',
  cancelled: 'बदलाव रद्द हो गया: आपका मौजूदा पता ही रहेगा।',
  done: 'आपका ईमेल पता बदल गया है। अब से नए पते से साइन इन करें।',
  sameAddress: 'यह तो पहले से ही आपका ईमेल पता है।',
  nothingPending: 'कन्फ़र्म होने के लिए पते का कोई बदलाव बाक़ी नहीं है।',
  tooManyLinks: 'पिछले एक घंटे में हम कई लिंक भेज चुके हैं। कृपया दोबारा माँगने से पहले थोड़ी देर रुकें।',
  linkInvalid:
    'यह लिंक अब काम नहीं करता: इसका इस्तेमाल हो चुका है, इसकी जगह नया लिंक भेजा गया है, बदलाव रद्द हुआ है या इसकी समय-सीमा ख़त्म हो गई है। आप सेटिंग में नया लिंक माँग सकते हैं।',
  addressTaken: 'यह पता अब किसी दूसरे अकाउंट का है, इसलिए यह बदलाव नहीं हो सकता।',
} satisfies Catalogue<typeof EMAIL_CHANGE_WORDS>;

/** What the account-preference call says, in Hindi. */
export const PREFERENCES_WORDS_HI = {
  saved: 'आपकी पसंद सेव हो गई है।',
  invalidLocale: 'कृपया English (en-IN) या हिन्दी (hi-IN) चुनें।',
} satisfies Catalogue<typeof PREFERENCES_WORDS>;
