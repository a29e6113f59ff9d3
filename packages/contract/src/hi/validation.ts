import type { Catalogue } from '../i18n.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_LIMITS } from '../limits.ts';
import { MESSAGE_MAX_LENGTH } from '../messages/constants.ts';
import { formatLimit, type VALIDATION_WORDS } from '../validation.ts';

/** The request schemas' own checks in Hindi, each a whole sentence. */
export const VALIDATION_WORDS_HI = {
  emailRequired: 'ईमेल डालना ज़रूरी है।',
  emailTooLong: 'ईमेल बहुत लंबा है।',
  emailInvalid: 'कृपया सही ईमेल पता डालें।',
  passwordRequired: 'पासवर्ड डालना ज़रूरी है।',
  passwordTooShort: `पासवर्ड में कम से कम ${PASSWORD_MIN_LENGTH} अक्षर होने चाहिए।`,
  passwordTooLong: `पासवर्ड में ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षर हो सकते हैं।`,
  currentPasswordRequired: 'मौजूदा पासवर्ड डालना ज़रूरी है।',
  // The role words are the API's values: they stay in Latin.
  roleInvalid: 'रोल इनमें से कोई एक होना चाहिए: Hustler, Investor, Cofounder, Jobseeker।',
  unknownUser: 'अनजान यूज़र।',
  searchTooLong: `खोज का टेक्स्ट ज़्यादा से ज़्यादा ${TEXT_LIMITS.search} अक्षरों का हो सकता है।`,
  nameTooLong: 'नाम बहुत लंबा है।',
  contactMessageTooLong: `मैसेज बहुत लंबा है (ज़्यादा से ज़्यादा ${TEXT_LIMITS.contactMessage} अक्षर)।`,
  commentTooLong: `कमेंट ज़्यादा से ज़्यादा ${TEXT_LIMITS.comment} अक्षरों का हो सकता है।`,
  talkTooLong: `टॉक ज़्यादा से ज़्यादा ${TEXT_LIMITS.talk} अक्षरों का हो सकता है।`,
  idempotencyKeyInvalid: 'भेजने की कुंजी ऐप की बनाई UUID होनी चाहिए।',
  chatMessageTooLong: `मैसेज ज़्यादा से ज़्यादा ${MESSAGE_MAX_LENGTH} अक्षरों का हो सकता है।`,
  titleTooLong: `शीर्षक ज़्यादा से ज़्यादा ${TEXT_LIMITS.title} अक्षरों का हो सकता है।`,
  descriptionTooLong: `विवरण ज़्यादा से ज़्यादा ${TEXT_LIMITS.description} अक्षरों का हो सकता है।`,
  summaryTooLong: `सारांश ज़्यादा से ज़्यादा ${TEXT_LIMITS.summary} अक्षरों का हो सकता है।`,
  contentTooLong: `कंटेंट ज़्यादा से ज़्यादा ${formatLimit(TEXT_LIMITS.content)} अक्षरों का हो सकता है।`,
  skillTooLong: `हर स्किल ज़्यादा से ज़्यादा ${TEXT_LIMITS.skill} अक्षरों की हो सकती है।`,
  contactEmailInvalid: 'कृपया सही संपर्क ईमेल डालें।',
  usernameTooLong: `यूज़र नेम ज़्यादा से ज़्यादा ${TEXT_LIMITS.username} अक्षरों का हो सकता है।`,
  bioTooLong: `बायो ज़्यादा से ज़्यादा ${TEXT_LIMITS.bio} अक्षरों का हो सकता है।`,
  projectTooLong: `प्रोजेक्ट ज़्यादा से ज़्यादा ${TEXT_LIMITS.project} अक्षरों का हो सकता है।`,
  currentWorkTooLong: `आप अभी किस पर काम कर रहे हैं, यह ज़्यादा से ज़्यादा ${TEXT_LIMITS.currentWork} अक्षरों में लिखें।`,
  contributionTooLong: `आप किस तरह योगदान देते हैं, यह ज़्यादा से ज़्यादा ${TEXT_LIMITS.contribution} अक्षरों में लिखें।`,
  visionTooLong: `विज़न ज़्यादा से ज़्यादा ${TEXT_LIMITS.vision} अक्षरों का हो सकता है।`,
  superpowerTooLong: `सुपरपावर ज़्यादा से ज़्यादा ${TEXT_LIMITS.superpower} अक्षरों की हो सकती है।`,
  excitementTooLong: `आपको क्या उत्साहित करता है, यह ज़्यादा से ज़्यादा ${TEXT_LIMITS.excitement} अक्षरों में लिखें।`,
  desiredRoleTooLong: `पसंदीदा रोल ज़्यादा से ज़्यादा ${TEXT_LIMITS.desiredRole} अक्षरों का हो सकता है।`,
  dreamProjectTooLong: `ड्रीम प्रोजेक्ट ज़्यादा से ज़्यादा ${TEXT_LIMITS.dreamProject} अक्षरों का हो सकता है।`,
  aboutMeTooLong: `“मेरे बारे में” ज़्यादा से ज़्यादा ${TEXT_LIMITS.aboutMe} अक्षरों का हो सकता है।`,
} satisfies Catalogue<typeof VALIDATION_WORDS>;
