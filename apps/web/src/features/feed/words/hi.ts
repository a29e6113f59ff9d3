import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The dashboards in Hindi. */
export default {
  roleDashboard: (role: string) => `${role} डैशबोर्ड`,
  accountLabel: 'आपका अकाउंट',

  namaste: 'नमस्ते!',
  welcomeBack: 'फिर से स्वागत है',
  welcomeBackName: (name: string) => `फिर से स्वागत है, ${name}`,
  welcome: 'स्वागत है',
  welcomeName: (name: string) => `स्वागत है, ${name}`,
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

  firstRunHeading: 'शुरुआत करें',
  firstRunIntro: (product: string) => `${product} का पूरा फ़ायदा उठाने के लिए दो क़दम।`,
  firstRunSteps: 'आपके पहले क़दम',
  firstRunDismiss: 'शुरुआत करें छिपाएँ',
  stepDone: 'हो गया',
  stepProfile: 'अपनी प्रोफ़ाइल पूरी करें',
  stepProfileHint: 'तस्वीर, आपकी कहानी और आप क्या लेकर आते हैं — इनसे सही लोग आप तक पहुँचते हैं।',
  stepHustler: 'पिच वीडियो पोस्ट करें',
  stepHustlerHint: 'इन्वेस्टर और को-फ़ाउंडर एक मिनट में तय करते हैं: उन्हें दिखाएँ कि आप क्या बना रहे हैं।',
  stepInvestor: 'अपना टिकट साइज़ और सेक्टर बताएँ',
  stepInvestorHint: 'फ़ाउंडर देख पाते हैं कि आप उनके लिए सही हैं, और डिस्कवरी आपको सही पिच दिखाती है।',
  stepCofounder: 'को-फ़ाउंडर के तौर पर अपनी पसंद बताएँ',
  stepCofounderHint: 'बताएँ कि आप कितना समय दे सकते हैं और किन सेक्टरों में आपकी रुचि है।',
  stepJobseeker: 'नौकरी ढूँढें',
  stepJobseekerHint: 'पूरे भारत के स्टार्टअप भर्ती कर रहे हैं: बोर्ड देखें और अप्लाई करें।',
} satisfies Catalogue<typeof en>;
