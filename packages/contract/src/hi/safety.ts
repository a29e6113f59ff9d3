import type { Catalogue } from '../i18n.ts';
import type { SAFETY_MESSAGES } from '../safety.ts';

/** Messaging's controls and moderation, in Hindi. */
export const SAFETY_MESSAGES_HI = {
  blockedByYou: 'आपने इस व्यक्ति को ब्लॉक किया है। ऐसा करने के लिए सेटिंग्स में उन्हें अनब्लॉक करें।',
  blockedYou: 'आप यह नहीं कर सकते: यह व्यक्ति आपसे यह स्वीकार नहीं कर रहा है।',
  cannotBlockSelf: 'आप ख़ुद को ब्लॉक नहीं कर सकते।',
  blocked: 'ब्लॉक कर दिया। अब वे आपको मैसेज, Ignite, आपकी पोस्ट पर कमेंट या लाइक नहीं कर सकते, न ही आपको ढूँढ सकते हैं।',
  unblocked: 'अनब्लॉक कर दिया।',
  notBlocked: 'आपने इस व्यक्ति को ब्लॉक नहीं किया है।',
  connectionsOnly: 'यह व्यक्ति सिर्फ़ अपने कनेक्शन से मैसेज लेते हैं।',
  requestPending: 'आपकी मैसेज रिक्वेस्ट अभी स्वीकार नहीं हुई है। स्वीकार होने के बाद आप और मैसेज भेज सकेंगे।',
  requestAccepted: 'रिक्वेस्ट स्वीकार कर ली। बातचीत अब आपके इनबॉक्स में है।',
  requestDeclined: 'रिक्वेस्ट अस्वीकार कर दी। उन्हें बताया नहीं जाएगा।',
  noRequest: 'इस व्यक्ति की कोई मैसेज रिक्वेस्ट नहीं है।',
  invalidWhoCanMessage: 'कृपया चुनें कि आपको कौन मैसेज कर सकता है: सभी या कनेक्शन।',
  invalidReceipts: 'रीड रसीदें सिर्फ़ चालू या बंद हो सकती हैं।',
  muted: 'बातचीत म्यूट कर दी। मैसेज आते रहेंगे, नोटिफ़िकेशन नहीं।',
  unmuted: 'बातचीत अनम्यूट कर दी।',
  noConversation: 'इस व्यक्ति से आपकी अभी कोई बातचीत नहीं है।',
  invalidMute: 'कृपया बताएँ कि बातचीत म्यूट करनी है या नहीं।',
  tooManyMessages: 'आप बहुत जल्दी-जल्दी मैसेज भेज रहे हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  tooManyConversations: 'आज आप जितनी नई बातचीत शुरू कर सकते थे, कर चुके हैं। कृपया कल फिर कोशिश करें।',
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
  cannotHideUser: 'किसी व्यक्ति को छिपाया नहीं जा सकता: इसके बजाय उन्हें सस्पेंड करें, या रिपोर्ट ख़ारिज करें।',
  cannotModerateSelf: 'यह रिपोर्ट आपके बारे में या आपकी किसी पोस्ट के बारे में है: इस पर कोई दूसरा मॉडरेटर कार्रवाई करेगा।',
  lastModerator: 'इससे आख़िरी सक्रिय मॉडरेटर सस्पेंड हो जाएगा। कम से कम एक मॉडरेटर का सक्रिय रहना ज़रूरी है।',
  accountSuspended:
    'हमारे मॉडरेटर ने आपका अकाउंट सस्पेंड कर दिया है। अगर आपको लगता है कि यह ग़लती है, तो संपर्क पेज से हमें लिखें।',
} satisfies Catalogue<typeof SAFETY_MESSAGES>;

/** The report reasons' labels, in Hindi (keyed by the English label, as the other choices). */
export const SAFETY_CHOICES_HI: Record<string, string> = {
  Spam: 'स्पैम',
  'Abuse or harassment': 'दुर्व्यवहार या उत्पीड़न',
  'Fraud or scam': 'धोखाधड़ी या ठगी',
  'Something else': 'कुछ और',
};
