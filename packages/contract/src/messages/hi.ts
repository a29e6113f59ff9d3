import type { Catalogue } from '../i18n.ts';
import type { MESSAGES_WORDS } from './words.ts';

/** What the chat says, in Hindi. */
export const MESSAGES_WORDS_HI = {
  messageRequired: 'कृपया पहले मैसेज लिखें।',
  receiverNotFound: 'वह व्यक्ति नहीं मिला।',
  cannotMessageSelf: 'आप ख़ुद को मैसेज नहीं भेज सकते।',
  invalidMessage: 'अमान्य मैसेज।',
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
} satisfies Catalogue<typeof MESSAGES_WORDS>;
