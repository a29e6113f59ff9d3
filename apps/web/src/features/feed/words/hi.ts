import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The dashboards in Hindi. */
export default {
  roleDashboard: (role: string) => `${role} डैशबोर्ड`,
  accountLabel: 'आपका अकाउंट',

  namaste: 'नमस्ते!',
  welcomeBack: 'फिर से स्वागत है',
  welcomeBackName: (name: string) => `फिर से स्वागत है, ${name}`,
  taglineHustler: 'दिखाएँ कि आप क्या बना रहे हैं, और देखें कि आपके साथ-साथ और कौन बना रहा है।',
  taglineInvestor: 'पूरे भारत के फ़ाउंडर्स की ताज़ा पिच, जिन पर ग़ौर करना बनता है।',
  taglineCofounder: 'ऐसे आइडिया, जिन्हें आप जैसी ख़ूबियों वाले पार्टनर की तलाश है।',
  taglineJobseeker: 'वह स्टार्टअप ढूँढने का आपका ठिकाना, जिसके साथ आप कुछ बनाना चाहते हैं।',
  createVideos: 'वीडियो बनाएँ',
  createBlogs: 'ब्लॉग लिखें',

  feedHeading: 'कम्युनिटी से ताज़ा',
  feedLoading: 'नए वीडियो और ब्लॉग लोड हो रहे हैं…',
  verificationHeading: 'आपके वेरिफ़िकेशन की स्थिति',
  verificationChecking: 'आपके वेरिफ़िकेशन की स्थिति देखी जा रही है…',
  tryAgain: 'फिर से कोशिश करें',
  verifiedBadge: 'वेरिफ़ाइड',
  checkInbox: 'अपना ईमेल पता कन्फ़र्म करने के लिए अपना इनबॉक्स देखें।',

  profileHeading: 'आपकी प्रोफ़ाइल',
  profileHint: 'पूरी प्रोफ़ाइल — आपकी तस्वीर, आपकी कहानी, आप क्या लेकर आते हैं — सही लोगों को आप तक पहुँचने में मदद करती है।',
  setUpProfile: 'अपनी प्रोफ़ाइल बनाएँ',
} satisfies Catalogue<typeof en>;
