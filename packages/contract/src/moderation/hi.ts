import type { Catalogue } from '../i18n.ts';
import type { MODERATION_WORDS } from './words.ts';

/** What reports and moderation say, in Hindi. */
export const MODERATION_WORDS_HI = {
  reportSent: 'धन्यवाद। हमारे मॉडरेटर आपकी रिपोर्ट देखेंगे।',
  alreadyReported: 'आप इसे पहले ही रिपोर्ट कर चुके हैं। हमारे मॉडरेटर इसे देखेंगे।',
  invalidReportTarget: 'कृपया चुनें कि आप क्या रिपोर्ट कर रहे हैं।',
  invalidReportReason: 'कृपया सूची में से कोई वजह चुनें।',
  reportDetailsRequired: 'कृपया बताएँ कि क्या ग़लत है।',
  reportDetailsTooLong: 'कृपया ब्योरा 1000 अक्षरों के अंदर रखें।',
  reportTargetNotFound: 'आप जिसे रिपोर्ट कर रहे हैं, वह नहीं मिला।',
  cannotReportSelf: 'आप ख़ुद को या अपनी पोस्ट को रिपोर्ट नहीं कर सकते।',
  notAdmin: 'यह सिर्फ़ मॉडरेटर कर सकते हैं।',
  reportNotFound: 'वह रिपोर्ट नहीं मिली।',
  reportClosed: 'इस रिपोर्ट पर पहले ही कार्रवाई हो चुकी है।',
  reportDismissed: 'रिपोर्ट ख़ारिज कर दी।',
  contentHidden: 'छिपा दिया। अब इसे कोई नहीं देख सकता, और लेखक को बता दिया गया है।',
  userSuspended: 'सस्पेंड कर दिया। उनके सेशन ख़त्म हो गए हैं और उनकी पोस्ट छिपा दी गई हैं।',
  userRestored: 'बहाल कर दिया। वे फिर से साइन इन कर सकते हैं और उनकी पोस्ट वापस दिखेंगी।',
  notSuspended: 'यह व्यक्ति सस्पेंड नहीं है।',
  contentRestored: 'बहाल कर दिया। पोस्ट फिर से दिख रही है।',
  notHidden: 'इस रिपोर्ट से कुछ छिपाया नहीं गया है, इसलिए बहाल करने को कुछ नहीं है।',
  cannotHideUser: 'किसी व्यक्ति को छिपाया नहीं जा सकता: इसके बजाय उन्हें सस्पेंड करें, या रिपोर्ट ख़ारिज करें।',
  cannotModerateSelf: 'यह रिपोर्ट आपके बारे में या आपकी किसी पोस्ट के बारे में है: इस पर कोई दूसरा मॉडरेटर कार्रवाई करेगा।',
  lastModerator: 'इससे आख़िरी सक्रिय मॉडरेटर सस्पेंड हो जाएगा। कम से कम एक मॉडरेटर का सक्रिय रहना ज़रूरी है।',
  accountSuspended:
    'हमारे मॉडरेटर ने आपका अकाउंट सस्पेंड कर दिया है। अगर आपको लगता है कि यह ग़लती है, तो संपर्क पेज से हमें लिखें।',
} satisfies Catalogue<typeof MODERATION_WORDS>;

/** The report reasons' labels, in Hindi (keyed by the English label, as the other choices). */
export const MODERATION_CHOICES_HI: Record<string, string> = {
  Spam: 'स्पैम',
  'Abuse or harassment': 'दुर्व्यवहार या उत्पीड़न',
  'Fraud or scam': 'धोखाधड़ी या ठगी',
  'Asks for money': 'पैसे माँगे जा रहे हैं',
  'Something else': 'कुछ और',
};
