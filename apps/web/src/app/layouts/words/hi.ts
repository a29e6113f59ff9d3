import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The frame of every page in Hindi. */
export default {
  skipToMain: 'सीधे मुख्य सामग्री पर जाएँ',
  productHome: (product: string) => `${product} होम`,
  mainNav: 'मुख्य',
  openMenu: 'मेन्यू खोलें',
  loading: 'लोड हो रहा है…',
  aboutUs: 'हमारे बारे में',
  services: 'सेवाएँ',
  contact: 'संपर्क',
  terms: 'नियम और शर्तें',
  privacy: 'प्राइवेसी पॉलिसी',
  signIn: 'साइन इन करें',
  getStarted: 'शुरू करें',
  dashboard: 'डैशबोर्ड',
  signOut: 'साइन आउट करें',
  footerPitch:
    'जहाँ भारत के फ़ाउंडर अपने आइडिया पिच करते हैं, को-फ़ाउंडर ढूँढते हैं और उन इन्वेस्टरों से मिलते हैं जो उन पर दाँव लगाते हैं। जुड़ना भी मुफ़्त, पोस्ट करना भी मुफ़्त।',
  companyNav: 'कंपनी',
  legalNav: 'क़ानूनी',
  copyright: (year: number, product: string) => `© ${year} ${product}। सर्वाधिकार सुरक्षित।`,
  madeInIndiaNote: 'भारत में बना',
} satisfies Catalogue<typeof en>;
