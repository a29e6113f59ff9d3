import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The talks page in Hindi. */
export default {
  title: 'Talks',
  eyebrow: 'कंटेंट',
  intro: 'कम्युनिटी के छोटे-छोटे विचार, सवाल और कामयाबियाँ। जो मन में है, कह डालिए; यहाँ कोई न कोई उस दौर से गुज़र चुका है।',
  loadingTalks: 'Talks लोड हो रहे हैं…',
  empty: 'अभी कोई Talk नहीं है — बातचीत आप शुरू करें।',
  talkBy: (author: string) => `${author} का Talk`,
  talkOf: (author: string) => `${author} के Talk`,
  openTalk: 'यह टॉक खोलें, पोस्ट किया गया',
  shareTalk: 'Talk शेयर करें',
  composerPlaceholder: 'इस हफ़्ते आप क्या बना रहे हैं, क्या सीख रहे हैं या क्या ढूँढ रहे हैं?',
  posting: 'पोस्ट हो रहा है…',
  post: 'पोस्ट करें',
  commentLabel: 'इस Talk पर कमेंट करें',
  commentPlaceholder: 'बातचीत में अपनी बात जोड़ें…',
  comments: 'कमेंट',
  loadingAllComments: 'सारे कमेंट लोड हो रहे हैं…',
  showFewerComments: 'कम कमेंट दिखाएँ',
  viewAllComments: (total: number) => `सभी ${total} कमेंट देखें`,
  loading: 'लोड हो रहा है…',
  loadOlderComments: 'पुराने कमेंट लोड करें',
  editTalk: 'अपना टॉक बदलें',
  deleteTalkTitle: 'यह टॉक मिटाएँ?',
  deleteTalkBody: 'यह सबके लिए हट जाएगा, उसके कमेंट्स के साथ। यह वापस नहीं होगा।',
} satisfies Catalogue<typeof en>;
