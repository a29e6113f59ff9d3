import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** Settings → Email address in Hindi. */
export default {
  heading: 'ईमेल पता',
  hint: 'आप इसी से साइन इन करते हैं, और हम आपके लिंक और नोटिफ़िकेशन इसी पर भेजते हैं। नया पता तब इस्तेमाल होगा जब आप उस पर भेजा गया लिंक खोलेंगे।',
  current: 'मौजूदा पता',
  loading: 'आपका ईमेल पता लोड हो रहा है…',
  loadFailed: 'हम आपका ईमेल पता लोड नहीं कर पाए।',
  pendingTitle: 'कन्फ़र्मेशन का इंतज़ार',
  pending: (address: string) =>
    `हमने ${address} पर एक लिंक भेजा है। बदलाव पूरा करने के लिए उसे खोलें; तब तक आप अपने मौजूदा पते से ही साइन इन करेंगे।`,
  resend: 'लिंक फिर से भेजें',
  resending: 'भेजा जा रहा है…',
  cancel: 'बदलाव रद्द करें',
  cancelling: 'रद्द हो रहा है…',
  newEmail: 'नया ईमेल पता',
  currentPassword: 'आपका पासवर्ड',
  submit: 'ईमेल पता बदलें',
  submitting: 'लिंक भेजा जा रहा है…',
} satisfies Catalogue<typeof en>;
