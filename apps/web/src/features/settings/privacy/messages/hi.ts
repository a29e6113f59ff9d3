import type { Catalogue } from '../../../../lib/i18n/messages.ts';
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
} satisfies Catalogue<typeof en>;
