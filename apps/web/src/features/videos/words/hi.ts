import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The videos feature in Hindi: its page, its upload popup and the video card. */
export default {
  title: 'वीडियो',
  eyebrow: 'कंटेंट',
  intro: 'पूरे भारत के फ़ाउंडर्स की पिच, डेमो और बिल्ड-इन-पब्लिक डायरियाँ। लाइक या कमेंट करके उनका हौसला बढ़ाएँ।',
  createVideos: 'वीडियो बनाएँ',
  loadingVideos: 'वीडियो लोड हो रहे हैं…',

  uploadDescription: 'कम्युनिटी को दिखाएँ कि आप क्या बना रहे हैं। एक छोटी-सी पिच या डेमो बहुत काम आता है।',
  titleLabel: 'शीर्षक',
  titlePlaceholder: 'जैसे चाय सर्कल: 60 सेकंड की पिच',
  descriptionLabel: 'विवरण',
  descriptionPlaceholder: 'आइडिया क्या है, किसके लिए है, और आगे आपको क्या चाहिए?',
  cancelUpload: 'अपलोड रद्द करें',
  uploading: 'अपलोड हो रहा है...',
  uploadVideo: 'वीडियो अपलोड करें',

  progressProcessing: 'आपका वीडियो प्रोसेस हो रहा है…',
  progressSending: 'आपका वीडियो भेजा जा रहा है',
  progressWords: (percent: number, loaded: string, total: string) => `${percent}% · ${total} में से ${loaded}`,
  progressLabel: 'अपलोड की प्रगति',

  fileHeading: 'वीडियो',
  fileLabel: 'वीडियो फ़ाइल',
  fileChoose: 'अपलोड करने के लिए वीडियो चुनें',
  fileChooseAnother: (size: string) => `${size} · दूसरी फ़ाइल चुनें`,
  fileIdeas: 'आपकी पिच, कोई डेमो या आपके दिन की एक झलक',
  fileHint: (max: string) => `MP4, MPEG, MOV या AVI, ${max} तक।`,
  playVideo: (title: string) => `वीडियो चलाएँ: ${title}`,
  showMore: 'और पढ़ें',
  showLess: 'कम दिखाएँ',
  commentsNoun: (count: number) => (count === 1 ? 'कमेंट' : 'कमेंट्स'),
  commentsOn: (title: string) => `${title} पर कमेंट्स`,
  addCommentOn: (title: string) => `${title} पर कमेंट करें`,
  noComments: 'अभी कोई कमेंट नहीं है — सबसे पहले हौसला बढ़ाइए।',
  editVideo: 'वीडियो बदलें',
  videoTitle: 'शीर्षक',
  videoDescription: 'विवरण',
  deleteVideoTitle: 'यह वीडियो मिटाएँ?',
  deleteVideoBody: (title: string) =>
    `“${title}” सबके लिए हट जाएगा, उसके लाइक और कमेंट्स के साथ। यह वापस नहीं होगा।`,
  captionsHeading: 'कैप्शन',
  captionsHint: 'WebVTT या SRT फ़ाइल, 1 MB तक। ज़्यादातर लोग फ़ोन पर बिना आवाज़ के देखते हैं: कैप्शन से वे समझ पाते हैं।',
  captionsLanguage: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
  captionsAdded: 'जोड़े गए',
  captionsNone: 'अभी नहीं',
  addCaptions: (language: string) => `${language} कैप्शन जोड़ें`,
  replaceCaptions: (language: string) => `${language} कैप्शन बदलें`,
  removeCaptions: (language: string) => `${language} कैप्शन हटाएँ`,
  captionsWorking: 'सेव हो रहा है…',
} satisfies Catalogue<typeof en>;
