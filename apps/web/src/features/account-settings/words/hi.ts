import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The settings page in Hindi. */
export default {
  title: 'सेटिंग्स',
  contents: 'सेटिंग्स के हिस्से',
  accountGroup: 'खाता',
  languageHeading: 'भाषा',
  languageHint: 'आप जिस भी डिवाइस पर साइन इन करें, यही भाषा दिखेगी; हमारे ईमेल और नोटिफ़िकेशन भी इसी भाषा में आएँगे।',
  intro: 'आपका खाता, आप तक क्या पहुँचे और कौन क्या देखे, और आपका डेटा: सब एक जगह।',
  passwordHeading: 'अपना पासवर्ड बदलें',
  passwordHint: 'कम से कम 8 अक्षर। आपके बाक़ी डिवाइस साइन आउट हो जाएँगे।',
  currentPassword: 'मौजूदा पासवर्ड',
  newPassword: 'नया पासवर्ड',
  repeatPassword: 'नया पासवर्ड दोबारा लिखें',
  changePassword: 'पासवर्ड बदलें',
  saving: 'सेव हो रहा है…',
  saved: 'सेव हो गया',
  saveFailed: 'हम आपकी सेटिंग्स सेव नहीं कर सके। कृपया दोबारा कोशिश करें।',
  loadingSettings: 'आपकी सेटिंग्स लोड हो रही हैं…',
  settingsLoadFailed: 'हम आपकी सेटिंग्स लोड नहीं कर सके।',
  passwordsDiffer: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  devicesHeading: 'आप कहाँ-कहाँ साइन इन हैं',
  devicesHint: 'कोई डिवाइस पहचान में नहीं आ रहा? उसका सेशन ख़त्म करें, फिर अपना पासवर्ड बदलें।',
  signOutEverywhere: 'हर जगह से साइन आउट करें',
  loadingSessions: 'आपके सेशन लोड हो रहे हैं…',
  sessionsFailed: 'हम आपके सेशन लोड नहीं कर पाए।',
  thisDevice: 'यह डिवाइस',
  unknownAddress: 'अज्ञात पता',
  lastSeen: 'आख़िरी बार सक्रिय',
  signedInAt: (when: string) => `साइन इन किया: ${when}`,
  ending: 'ख़त्म हो रहा है…',
  endSession: 'सेशन ख़त्म करें',
  endSessionLabel: (device: string, ip: string) => `सेशन ख़त्म करें: ${device}, ${ip}`,
  device: (browser: string | null, system: string | null) =>
    browser && system
      ? `${system} पर ${browser}`
      : (browser ?? (system ? `${system} पर ब्राउज़र` : 'अज्ञात डिवाइस')),
} satisfies Catalogue<typeof en>;
