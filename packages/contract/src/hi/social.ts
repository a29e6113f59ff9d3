import type { Catalogue } from '../i18n.ts';
import type { SOCIAL_WORDS } from '../social.ts';

/** What the messaging, notification and connection routes say, in Hindi. */
export const SOCIAL_WORDS_HI = {
  messageRequired: 'कृपया पहले मैसेज लिखें।',
  receiverNotFound: 'वह व्यक्ति नहीं मिला।',
  cannotMessageSelf: 'आप ख़ुद को मैसेज नहीं भेज सकते।',
  notificationNotFound: 'वह नोटिफ़िकेशन नहीं मिला।',
  connectionNotFound: 'वह कनेक्शन रिक्वेस्ट नहीं मिली।',
  onlyInvestorResponds: 'इस रिक्वेस्ट का जवाब सिर्फ़ वही इन्वेस्टर दे सकता है, जिसे Ignite किया गया था।',
  alreadyAnswered: 'इस रिक्वेस्ट का जवाब पहले ही दिया जा चुका है।',
  accepted: 'कनेक्शन स्वीकार हो गया। अब नमस्ते कहें!',
  declined: 'रिक्वेस्ट अस्वीकार कर दी गई।',
  markedRead: 'पढ़ा हुआ मार्क कर दिया।',
  invalidMessage: 'अमान्य मैसेज।',
} satisfies Catalogue<typeof SOCIAL_WORDS>;
