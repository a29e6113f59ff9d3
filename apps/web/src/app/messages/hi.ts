import type { Catalogue } from '../../lib/i18n/messages.ts';
import type { en } from './en.ts';

/** The signed-in frame and the phone menu in Hindi. */
export default {
  productMenu: (product: string) => `${product} मेन्यू`,
  closeMenu: 'मेन्यू बंद करें',
  mobileNav: 'मोबाइल',
  madeInIndia: (year: number, product: string) => `© ${year} ${product}। भारत में बना।`,
  desktopHint: (product: string) => `सबसे अच्छे अनुभव के लिए ${product} को डेस्कटॉप ब्राउज़र पर चलाएँ।`,
  unreadLabel: (entry: string, count: string) => `${entry}, ${count} बिना पढ़े`,
  menuContents: 'कंटेंट',
  menuCreateContents: 'कंटेंट बनाएँ',
  menuVideos: 'वीडियो',
  menuBlogs: 'ब्लॉग',
  menuTalks: 'Talks',
  menuCreateVideos: 'वीडियो बनाएँ',
  menuCreateBlogs: 'ब्लॉग लिखें',
  menuCofounders: 'को-फ़ाउंडर प्रोफ़ाइल देखें',
  menuInvestors: 'इन्वेस्टर प्रोफ़ाइल देखें',
  menuInterns: 'इंटर्न प्रोफ़ाइल खोजें',
  menuMessages: 'मैसेज',
  menuNotifications: 'नोटिफ़िकेशन',
  menuProfile: 'प्रोफ़ाइल',
  menuDashboard: 'डैशबोर्ड',
  menuNetworking: 'नेटवर्किंग',
  menuManageStartups: 'स्टार्टअप मैनेज करें',
  menuExploreStartups: 'स्टार्टअप देखें',
  yourAvatar: 'आपकी प्रोफ़ाइल फ़ोटो',
  noPic: 'फ़ोटो नहीं',
  yourAccount: 'आपका अकाउंट',
  settingsLink: 'सेटिंग्स',
} satisfies Catalogue<typeof en>;
