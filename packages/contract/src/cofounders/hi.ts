import type { Catalogue } from '../i18n.ts';
import { DAILY_INVITE_LIMIT, INVITE_NOTE_MAX_LENGTH, MAX_PREFERENCE_SKILLS } from './constants.ts';
import type { COFOUNDERS_WORDS } from './words.ts';

/** What the co-founder matching routes say, in Hindi. */
export const COFOUNDERS_WORDS_HI = {
  onlyCofoundersAndHustlers: 'को-फ़ाउंडर मैचिंग को-फ़ाउंडर्स और हसलर्स के लिए है।',
  preferencesSaved: 'आपकी को-फ़ाउंडर पसंद सेव हो गई है।',
  invalidSkill: 'कृपया स्किल्स सूची में से चुनें।',
  tooManySkills: `कृपया ज़्यादा से ज़्यादा ${MAX_PREFERENCE_SKILLS} स्किल्स चुनें।`,
  invalidWeight: 'कृपया हर हिस्से के लिए बताएँ कि वह ज़रूरी है, हो तो अच्छा है या फ़र्क नहीं पड़ता।',
  invalidStage: 'कृपया स्टेज सूची में से चुनें।',
  invalidPreferences: 'कृपया अपनी पसंद का हर हिस्सा भेजें, हर एक के साथ कि वह कितना मायने रखता है।',
  invalidNote: 'नोट सादा टेक्स्ट होना चाहिए।',
  personNotFound: 'वह व्यक्ति नहीं मिला।',
  notLooking: 'यह व्यक्ति अभी को-फ़ाउंडर नहीं ढूँढ रहे हैं।',
  hustlersInviteCofounders: 'हसलर को-फ़ाउंडर्स को इनवाइट कर सकते हैं, दूसरे हसलर्स को नहीं।',
  cannotInviteYourself: 'आप ख़ुद को इनवाइट नहीं कर सकते।',
  alreadyInvited: 'आप इस व्यक्ति को पहले ही इनवाइट कर चुके हैं।',
  alreadyConnected: 'आप इस व्यक्ति से पहले ही जुड़े हुए हैं।',
  noteTooLong: `नोट ज़्यादा से ज़्यादा ${INVITE_NOTE_MAX_LENGTH} अक्षर का हो सकता है।`,
  dailyLimit: `आपने पिछले 24 घंटों में ${DAILY_INVITE_LIMIT} इनवाइट भेज दिए हैं। और इनवाइट आप कल भेज सकेंगे।`,
  inviteSent: 'इनवाइट भेज दिया। उनके स्वीकार करने पर आपको बताया जाएगा।',
  inviteNotFound: 'वह इनवाइट नहीं मिला।',
  onlyInviteeAnswers: 'इस इनवाइट का जवाब सिर्फ़ वही दे सकते हैं, जिन्हें इनवाइट किया गया था।',
  alreadyAnswered: 'इस इनवाइट का जवाब पहले ही दिया जा चुका है।',
  accepted: 'अब आप जुड़ गए हैं। नमस्ते कहें!',
  declined: 'इनवाइट अस्वीकार कर दिया।',
  digestHeading: 'नए को-फ़ाउंडर मैच',
  digestSeeAll: 'अपने मैच देखें',
  digestSomeone: 'एक नए सदस्य',
} satisfies Catalogue<typeof COFOUNDERS_WORDS>;

/** The skill labels in Hindi, keyed by their English label (merged into the contract's lookup). */
export const COFOUNDERS_CHOICES_HI: Readonly<Record<string, string>> = {
  Engineering: 'इंजीनियरिंग',
  Design: 'डिज़ाइन',
  Product: 'प्रोडक्ट',
  Marketing: 'मार्केटिंग',
  Sales: 'सेल्स',
  Operations: 'ऑपरेशंस',
  Finance: 'फ़ाइनेंस',
  'Data and AI': 'डेटा और AI',
  Fundraising: 'फ़ंडरेज़िंग',
  Legal: 'लीगल',
};
