import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The contact page in Hindi. */
export default {
  metaTitle: 'संपर्क करें',
  eyebrow: 'संपर्क',
  title: 'आइए, बात करें',
  intro:
    'अपने अकाउंट के बारे में कोई सवाल, साझेदारी का कोई आइडिया या प्लेटफ़ॉर्म पर अपनी राय? हमें मैसेज भेजें, हमारी टीम का कोई व्यक्ति ख़ुद आपको जवाब देगा।',
  emailLabel: 'ईमेल',
  officeLabel: 'ऑफ़िस',
  office: 'बेंगलुरु, कर्नाटक, भारत',
  hoursLabel: 'समय',
  hours: 'सोमवार से शुक्रवार, सुबह 10 बजे – शाम 6 बजे IST',

  formHeading: 'हमें मैसेज भेजें',
  formHint: 'सभी फ़ील्ड भरना ज़रूरी है।',
  nameLabel: 'नाम',
  messageLabel: 'मैसेज',
  messagePlaceholder: 'बताएँ कि हम आपकी कैसे मदद कर सकते हैं',
  sending: 'भेजा जा रहा है…',
  send: 'मैसेज भेजें',
} satisfies Catalogue<typeof en>;
