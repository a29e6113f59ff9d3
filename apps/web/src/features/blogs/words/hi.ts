import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The blogs page in Hindi. */
export default {
  title: 'ब्लॉग',
  eyebrow: 'कंटेंट',
  intro: 'मैदान से सीखे सबक़: फ़ाउंडर्स लिखते हैं कि क्या चला, क्या नहीं चला, और आगे क्या है।',
  createBlogs: 'ब्लॉग लिखें',
  loadingBlogs: 'ब्लॉग लोड हो रहे हैं…',
  empty: 'अभी कोई ब्लॉग नहीं है — अपनी सीख शेयर करने वाले पहले व्यक्ति बनें।',
  readFullPost: 'पूरी पोस्ट पढ़ें',
  createDescription:
    'अपनी सीख लिखकर शेयर करें: आपने क्या सीखा, किस पर दाँव लगा रहे हैं, और दूसरों को क्या पता होना चाहिए।',
  titleLabel: 'शीर्षक',
  titlePlaceholder: 'जैसे: 40 चाय वालों ने मुझे ग्राहकों की वफ़ादारी के बारे में क्या सिखाया',
  summaryLabel: 'छोटा सारांश',
  summaryPlaceholder: 'दो-तीन लाइनें, जो पाठक सबसे पहले देखेगा।',
  contentLabel: 'कंटेंट',
  contentPlaceholder: 'पूरी कहानी लिखें। ख़ाली लाइन छोड़ने से नया पैराग्राफ़ शुरू होता है।',
  publishing: 'पब्लिश हो रहा है...',
  publish: 'ब्लॉग सारांश पब्लिश करें',
  commentsHeading: 'कमेंट्स',
  noComments: 'अभी कोई कमेंट नहीं है। बताइए, इस पोस्ट को पढ़कर आपने क्या सोचा।',
} satisfies Catalogue<typeof en>;
