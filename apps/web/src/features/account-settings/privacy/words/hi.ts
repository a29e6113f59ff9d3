import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** Settings → Privacy in Hindi. */
export default {
  group: 'प्राइवेसी',
  contactHeading: 'आपकी संपर्क जानकारी कौन देखे',
  contactHint: 'आपकी प्रोफ़ाइल पर आपका फ़ोन नंबर और संपर्क ईमेल। अपनी जानकारी आप हमेशा देख सकते हैं।',
  phone: 'फ़ोन नंबर',
  email: 'संपर्क ईमेल',
  visibility: {
    nobody: 'कोई नहीं',
    connections: 'मेरे कनेक्शन',
    everyone: 'सभी',
  },
  connectionsMeaning: 'कनेक्शन वे लोग हैं जिनका Ignite आपने स्वीकार किया, या जिन्होंने आपका स्वीकार किया।',
  saveContact: 'संपर्क प्राइवेसी सेव करें',
  discoveryHeading: 'खोज में दिखें',
  discoveryHint: 'लोग आपकी प्रोफ़ाइल को खोज की सूचियों और सर्च में पा सकें। लिंक से आपकी प्रोफ़ाइल फिर भी खुलेगी।',
  discoverable: 'मेरी प्रोफ़ाइल खोज में दिखाएँ',
  saveDiscovery: 'खोज की पसंद सेव करें',
  publicHeading: 'सार्वजनिक झलक',
  publicHint:
    'आपका शेयर किया लिंक साइन इन न किए लोगों के लिए एक छोटी झलक खोलता है, और WhatsApp, LinkedIn और X पर कार्ड दिखाता है। बंद करने पर लिंक सिर्फ़ सदस्यों के लिए खुलेगा।',
  publicPosts: 'मेरे वीडियो, ब्लॉग और टॉक की सार्वजनिक झलक',
  publicProfile: 'मेरी प्रोफ़ाइल की सार्वजनिक झलक',
  publicIndexable: 'सर्च इंजन मेरी सार्वजनिक झलक दिखा सकें',
  savePublic: 'सार्वजनिक झलक की पसंद सेव करें',
  messagingHeading: 'मुझे कौन मैसेज कर सकता है',
  messagingHint: 'आपसे नई बातचीत कौन शुरू कर सकता है। जो बातचीत पहले से है, वह चलती रहेगी।',
  whoCanMessage: {
    everyone: 'सभी',
    connections: 'सिर्फ़ मेरे कनेक्शन',
  },
  whoCanMessageMeaning: {
    everyone: 'अनजान लोगों के पहले मैसेज रिक्वेस्ट बनकर आते हैं: जवाब देना है या नहीं, आप चुनें।',
    connections: 'सिर्फ़ आपके कनेक्शन ही बातचीत शुरू कर सकते हैं।',
  },
  saveMessaging: 'मैसेज की पसंद सेव करें',
  receiptsHeading: 'रीड रसीदें और टाइपिंग',
  receiptsHint: 'लोग देख सकें कि आपने उनके मैसेज कब पढ़े और आप कब टाइप कर रहे हैं।',
  receipts: 'रीड रसीदें और टाइपिंग दिखाएँ',
  receiptsMutual: 'यह दोनों तरफ़ चलता है: बंद होने पर न आपकी रसीदें जाती हैं, न आप किसी और की देखते हैं।',
  saveReceipts: 'रीड रसीदों की पसंद सेव करें',
  blockedHeading: 'ब्लॉक किए गए लोग',
  blockedHint:
    'वे आपको मैसेज, Ignite, आपकी पोस्ट पर कमेंट या लाइक नहीं कर सकते, न ही आपको ढूँढ सकते हैं। उन्हें बताया नहीं जाता।',
  loadingBlocked: 'ब्लॉक किए गए लोग लोड हो रहे हैं…',
  blockedFailed: 'ब्लॉक किए गए लोग लोड नहीं हो सके।',
  noBlocked: 'आपने किसी को ब्लॉक नहीं किया है।',
  unnamed: 'एक सदस्य',
  blockedWhen: 'ब्लॉक किया:',
  unblock: 'अनब्लॉक करें',
  unblocking: 'अनब्लॉक हो रहा है…',
  unblockLabel: (name: string) => `${name} को अनब्लॉक करें`,
  unblockFailed: 'अनब्लॉक नहीं हो सका। कृपया फिर से कोशिश करें।',
} satisfies Catalogue<typeof en>;
