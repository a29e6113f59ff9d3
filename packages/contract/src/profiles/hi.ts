import type { Catalogue } from '../i18n.ts';
import type { COMPLETENESS_WORDS, PROFILE_ERRORS } from './words.ts';

/** The profile routes' errors in Hindi. */
export const PROFILE_ERRORS_HI = {
  projectRequired: 'प्रोजेक्ट भरना ज़रूरी है।',
  invalidStage: 'कृपया सही मौजूदा स्टेज चुनें।',
  invalidInvestorType: 'कृपया इन्वेस्टर का सही प्रकार चुनें।',
  invalidInterestArea: 'कृपया रुचि के क्षेत्र सूची में से ही चुनें।',
  invalidPhone: 'कृपया सही फ़ोन नंबर डालें।',
  tooManySkills: 'कृपया ज़्यादा से ज़्यादा 20 स्किल्स लिखें।',
  wrongRole: 'यह प्रोफ़ाइल फ़ॉर्म किसी दूसरे रोल के लिए है।',
  invalidPicture: 'कृपया PNG, JPEG, WebP या GIF इमेज अपलोड करें।',
  pictureTooLarge: 'फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा 10 MB की फ़ोटो चलेगी।',
  invalidProfile: 'अमान्य प्रोफ़ाइल।',
} satisfies Catalogue<typeof PROFILE_ERRORS>;

/**
 * The profile forms' option words in Hindi, keyed by their English label or meaning: the stages
 * (HUSTLER_FORM_STAGES, UPDATE_PROFILE_STAGES), HUSTLER_SKILLS, INVESTOR_TYPES (label and
 * meaning) and INTEREST_AREAS. The stored values stay English; only what is shown is translated.
 */
export const PROFILE_CHOICES_HI: Readonly<Record<string, string>> = {
  // Stages (both readings)
  Ideation: 'आइडिएशन',
  'Pre-seed': 'प्री-सीड',
  Seed: 'सीड',
  'Series A': 'सीरीज़ A',
  Growth: 'ग्रोथ',
  Development: 'डेवलपमेंट',
  Launch: 'लॉन्च',
  // Hustler skills
  'Fast Execution': 'तेज़ी से काम पूरा करना',
  'Goal-Oriented': 'लक्ष्य पर फ़ोकस',
  'Creative Problem-Solving': 'समस्याओं का रचनात्मक हल',
  Networking: 'नेटवर्किंग',
  // Investor types and what each means
  Visionary: 'विज़नरी',
  'Angel investor': 'एंजेल इन्वेस्टर',
  'Wealth Wizard': 'वेल्थ विज़र्ड',
  'Venture capitalist': 'वेंचर कैपिटलिस्ट',
  'Growth Guru': 'ग्रोथ गुरु',
  'Institutional investor': 'संस्थागत इन्वेस्टर',
  'Community Champion': 'कम्युनिटी चैंपियन',
  'Crowdfunding enthusiast': 'क्राउडफ़ंडिंग के शौक़ीन',
  'Just Curious': 'बस जिज्ञासु',
  'Exploring before investing': 'इन्वेस्ट करने से पहले जानकारी ले रहे हैं',
  // Interest areas
  'Sustainable Innovations': 'सस्टेनेबल इनोवेशन',
  'Tech and App Development': 'टेक और ऐप डेवलपमेंट',
  'Creative Arts & Media': 'क्रिएटिव आर्ट्स और मीडिया',
  'Social Impact Projects': 'सोशल इम्पैक्ट प्रोजेक्ट',
  'Something Else': 'कुछ और',
};

/** The completeness checklist's items, in Hindi. */
export const COMPLETENESS_WORDS_HI = {
  picture: 'प्रोफ़ाइल फ़ोटो लगाएँ',
  name: 'अपना नाम लिखें',
  bio: 'छोटा-सा परिचय लिखें',
  project: 'अपने स्टार्टअप या आइडिया का नाम लिखें',
  stage: 'अपनी मौजूदा स्टेज चुनें',
  sector: 'अपना सेक्टर चुनें',
  city: 'अपना शहर जोड़ें',
  skills: 'अपनी स्किल्स लिखें',
  pitchVideo: 'पिच वीडियो जोड़ें',
  investorType: 'अपना इन्वेस्टर प्रकार चुनें',
  ticket: 'अपना टिकट साइज़ चुनें',
  commitment: 'बताएँ कि आप फ़ुल-टाइम जुड़ सकते हैं या नहीं',
  vision: 'अपने सपनों के प्रोजेक्ट के बारे में लिखें',
  availability: 'बताएँ कि आप कब से शुरू कर सकते हैं',
  desiredRole: 'जो रोल आप चाहते हैं, उसका नाम लिखें',
  aboutMe: 'लोगों को अपने बारे में बताएँ',
} satisfies Catalogue<typeof COMPLETENESS_WORDS>;
