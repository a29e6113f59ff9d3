import type { Catalogue } from '../../../lib/i18n/messages.ts';
import type { en } from './en.ts';

/** The discovery pages in Hindi. */
export default {
  cofounderMetaTitle: 'को-फ़ाउंडर खोजें',
  cofounderEyebrow: 'को-फ़ाउंडर',
  cofounderTitle: 'अपना को-फ़ाउंडर खोजें',
  cofounderIntro:
    'हुनर, हौसले और सपने वाले लोग, जो आपके साथ कुछ नया शुरू करना चाहते हैं। जिन्हें आपका आइडिया समझ आए, उन्हें हैलो कहें।',
  searchCofounders: 'को-फ़ाउंडर में खोजें',
  searchPlaceholder: 'नाम, स्किल्स या बायो से खोजें',
  loadingCofounders: 'को-फ़ाउंडर लोड हो रहे हैं…',
  startupsTitle: 'स्टार्टअप देखें',
  startupsEyebrow: 'स्टार्टअप',
  startupsIntro: 'पूरे भारत में आकार लेते आइडिया, पहले स्केच से ग्रोथ तक। फ़ाउंडर्स से मिलें और देखें कि वे किस ओर बढ़ रहे हैं।',
  loadingStartups: 'स्टार्टअप लोड हो रहे हैं…',
  investorsTitle: 'इन्वेस्टर्स हॉल ऑफ़ फ़ेम',
  investorsEyebrow: 'इन्वेस्टर',
  investorsIntroForHustler:
    'एंजेल, VC और कम्युनिटी चैंपियन, जो भारत के साहसी आइडिया का साथ देते हैं। कोई ऐसा मिला जो आपका विज़न समझता हो? Ignite करके जुड़ें।',
  investorsIntro:
    'एंजेल, VC और कम्युनिटी चैंपियन, जो भारत के साहसी आइडिया का साथ देते हैं। देखें कि उन्हें क्या उत्साहित करता है, और बातचीत शुरू करें।',
  loadingInvestors: 'इन्वेस्टर लोड हो रहे हैं…',
  jobseekersTitle: 'इंटर्न और जॉब सीकर खोजें',
  jobseekersEyebrow: 'टैलेंट',
  jobseekersIntro:
    'जिज्ञासु लोग, जो कुछ बनाते हुए सीखना चाहते हैं। ऐसा इंटर्न या पहला साथी खोजें जो आपके स्टार्टअप के साथ आगे बढ़े।',
  loadingJobseekers: 'जॉब सीकर लोड हो रहे हैं…',
  verified: 'वेरिफ़ाइड',
  connect: 'कनेक्ट करें',
  message: 'मैसेज करें',
  skills: 'स्किल्स',
  superpower: 'सुपरपावर',
  dreamProject: 'ड्रीम प्रोजेक्ट',
  interestAreas: 'रुचि के क्षेत्र',
  workingOn: 'अभी का काम',
  desiredRole: 'मनचाहा रोल: ',
  joined: (when: string) => `${when} में जुड़े`,
  byFounder: (founder: string) => `फ़ाउंडर: ${founder}`,
  stage: (stage: string) => `${stage} स्टेज`,
  loadingMore: 'और लोड हो रहे हैं…',
  loadMore: 'और दिखाएँ',
} satisfies Catalogue<typeof en>;
