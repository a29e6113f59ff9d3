import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** Settings → Notifications in Hindi. */
export default {
  group: 'नोटिफ़िकेशन',
  channelsHeading: 'नोटिफ़िकेशन आप तक कहाँ पहुँचें',
  channelsHint: 'हर तरह के लिए चुनें कि वह ऐप में दिखे, ईमेल से आए, या दोनों।',
  kind: 'तरह',
  inApp: 'ऐप में',
  email: 'ईमेल से',
  kinds: {
    ignite: 'Ignite और उनके जवाब',
    message: 'मैसेज',
    comment: 'मेरी पोस्ट पर कमेंट',
    like: 'मेरे वीडियो पर लाइक',
    connection: 'मेरे कनेक्शन की ख़बरें',
    jobs: 'नौकरी के आवेदन और उनके जवाब',
    cofounder: 'को-फ़ाउंडर इनवाइट',
  },
  kindHints: {
    ignite: 'कोई आपको Ignite करे, या आपके Ignite का जवाब दे।',
    message: 'हर व्यक्ति का एक ईमेल, जब तक आप उनके मैसेज पढ़ न लें।',
    comment: 'आपके वीडियो, ब्लॉग और टॉक पर।',
    like: 'जब कोई आपका वीडियो लाइक करे।',
    connection: 'आपका कोई कनेक्शन वीडियो, ब्लॉग या टॉक पोस्ट करे।',
    jobs: 'कोई आपकी नौकरी के लिए आवेदन करे, या कोई स्टार्टअप आपके आवेदन का जवाब दे।',
    cofounder: 'कोई मैच आपको को-फ़ाउंडर बनने के लिए इनवाइट करे, या आपका इनवाइट स्वीकार करे।',
  },
  channelLabel: (kind: string, channel: string) => `${kind}: ${channel}`,
  saveChannels: 'नोटिफ़िकेशन सेटिंग्स सेव करें',
  digestHeading: 'रोज़ का ईमेल सारांश',
  digestHint:
    'हर सुबह 8:00 बजे (भारतीय समय), पिछले सारांश के बाद के बिना पढ़े नोटिफ़िकेशन का एक ईमेल। कुछ बिना पढ़ा न हो, तो कोई ईमेल नहीं।',
  digestOff: 'बंद',
  digestDaily: 'रोज़',
  saveDigest: 'सारांश सेव करें',
} satisfies Catalogue<typeof en>;
