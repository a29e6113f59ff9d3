import type { Catalogue } from '../../../lib/i18n/messages.ts';
import type { en } from './en.ts';

/** The connections page in Hindi. */
export default {
  title: 'आपके कनेक्शन',
  eyebrow: 'नेटवर्किंग',
  introInvestor: 'वे Hustler जिन्होंने आपको Ignite किया, और वे फ़ाउंडर जिन्हें आपने हाँ कहा।',
  introHustler: 'वे इन्वेस्टर जिन्हें आपने Ignite किया, और वे जो बात करने को तैयार हैं।',
  introOther:
    'Ignite, Hustlers को इन्वेस्टर्स से जोड़ता है: Hustler किसी इन्वेस्टर को Ignite करता है, और इन्वेस्टर उसे स्वीकार करके बात शुरू कर सकता है। आपकी बातचीत मैसेज में मिलेगी।',
  loading: 'आपके कनेक्शन लोड हो रहे हैं…',
  tryAgain: 'फिर से कोशिश करें',
  connectedTab: 'कनेक्टेड',
  receivedTab: 'मिली रिक्वेस्ट',
  sentTab: 'भेजी गई रिक्वेस्ट',
  pendingCount: ' पेंडिंग',
  ignitedYou: 'आपको Ignite किया:',
  youIgnited: 'आपने Ignite किया:',
  connectedVerb: 'कनेक्ट हुए:',
  unknownUser: 'अनजान यूज़र',
  message: 'मैसेज करें',
  emptyReceived: 'अभी तक कोई Ignite नहीं। जब कोई Hustler अपने स्टार्टअप के बारे में आपको Ignite करेगा, वह यहाँ दिखेगा।',
  emptySent:
    'आपने अभी तक किसी इन्वेस्टर को Ignite नहीं किया है। कोई ऐसा मिला जो आपका विज़न समझता हो? Ignite करके जुड़ें।',
  emptyConnectedHustler:
    'अभी तक कोई कनेक्शन नहीं। जब कोई इन्वेस्टर आपका Ignite स्वीकार करेगा, आप यहीं से उन्हें मैसेज कर पाएँगे।',
  emptyConnectedInvestor: 'अभी तक कोई कनेक्शन नहीं। कोई Ignite स्वीकार करें और उसके फ़ाउंडर से बात शुरू करें।',
  emptyConnected: 'अभी तक कोई कनेक्शन नहीं।',
  exploreStartups: 'स्टार्टअप देखें',
  exploreInvestors: 'इन्वेस्टर देखें',
} satisfies Catalogue<typeof en>;
