import type { Catalogue } from '../i18n.ts';
import { DAILY_IGNITE_LIMIT, PASS_REASON_MAX_LENGTH, PITCH_MAX_LENGTH } from './pipeline.ts';
import type { CONNECTS_WORDS } from './words.ts';

/** What the Ignite routes say, in Hindi. */
export const CONNECTS_WORDS_HI = {
  igniteSent: '🔥 Ignite भेज दिया! इन्वेस्टर को इसकी सूचना दे दी गई है।',
  onlyHustlers: 'सिर्फ़ हसलर ही इन्वेस्टर्स को Ignite कर सकते हैं।',
  notAnInvestor: 'आप सिर्फ़ किसी इन्वेस्टर को ही Ignite कर सकते हैं।',
  notTakingPitches: 'यह इन्वेस्टर अभी पिच नहीं ले रहे हैं।',
  alreadyIgnited: 'आप इस इन्वेस्टर को पहले ही Ignite कर चुके हैं।',
  investorNotFound: 'वह इन्वेस्टर नहीं मिला।',
  connectionNotFound: 'वह कनेक्शन रिक्वेस्ट नहीं मिली।',
  onlyInvestorResponds: 'इस रिक्वेस्ट का जवाब सिर्फ़ वही इन्वेस्टर दे सकता है, जिसे Ignite किया गया था।',
  alreadyAnswered: 'इस रिक्वेस्ट का जवाब पहले ही दिया जा चुका है।',
  accepted: 'कनेक्शन स्वीकार हो गया। अब नमस्ते कहें!',
  declined: 'रिक्वेस्ट अस्वीकार कर दी गई।',
  pitchRequired: 'कृपया इन्वेस्टर के लिए एक पिच लाइन लिखें।',
  pitchTooLong: `पिच लाइन ज़्यादा से ज़्यादा ${PITCH_MAX_LENGTH} अक्षर की हो सकती है।`,
  passReasonTooLong: `वजह ज़्यादा से ज़्यादा ${PASS_REASON_MAX_LENGTH} अक्षर की हो सकती है।`,
  videoNotYours: 'कृपया अपना ही कोई वीडियो चुनें।',
  dailyLimit: `आपने पिछले 24 घंटों में ${DAILY_IGNITE_LIMIT} Ignite भेज दिए हैं। और Ignite आप कल भेज सकेंगे।`,
  illegalTransition: 'यह Ignite अभी जहाँ है, वहाँ से इस क़दम पर नहीं जा सकता।',
  onlyInvestor: 'यह सिर्फ़ वही इन्वेस्टर कर सकता है, जिसे Ignite किया गया था।',
  onlyHustler: 'यह सिर्फ़ वही हसलर कर सकता है, जिसने यह Ignite भेजा था।',
  viewed: 'देखा हुआ मार्क कर दिया।',
  meetingRequested: 'मीटिंग की रिक्वेस्ट भेज दी। हसलर को बता दिया गया है।',
  passed: 'आपने इस Ignite पर आगे न बढ़ने का फ़ैसला किया। हसलर को बता दिया गया है।',
  connected: 'अब आप जुड़ गए हैं। नमस्ते कहें!',
} satisfies Catalogue<typeof CONNECTS_WORDS>;
