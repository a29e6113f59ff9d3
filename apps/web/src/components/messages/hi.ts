import type { Catalogue } from '../../lib/i18n/messages.ts';
import { formatCount } from '../../lib/numbers.ts';
import type { en } from './en.ts';

/** The shared components in Hindi. */
export default {
  verified: 'वेरिफ़ाइड',
  profilePictureOf: (name: string) => `${name} की प्रोफ़ाइल फ़ोटो`,
  noProfilePicture: (name: string) => `${name} की अभी कोई प्रोफ़ाइल फ़ोटो नहीं है`,
  close: 'बंद करें',
  password: 'पासवर्ड',
  showPassword: (label: string) => `${label} दिखाएँ`,
  tryAgain: 'फिर से कोशिश करें',
  loadMore: 'और लोड करें',
  loadingMore: 'और लोड हो रहे हैं…',
  igniteInvestor: 'इन्वेस्टर को Ignite करें',
  igniting: 'Ignite हो रहा है',
  accept: 'स्वीकार करें',
  acceptIgnite: (who: string) => `${who} का Ignite स्वीकार करें`,
  decline: 'मना करें',
  declineIgnite: (who: string) => `${who} का Ignite मना करें`,
  statusPending: 'जवाब बाक़ी',
  statusAccepted: 'स्वीकार हुआ',
  statusDeclined: 'मना हुआ',
  writeComment: 'कमेंट लिखें…',
  postComment: 'कमेंट पोस्ट करें',
  post: 'पोस्ट करें',
  playVideo: (title: string) => `वीडियो चलाएँ: ${title}`,
  showMore: 'और पढ़ें',
  showLess: 'कम दिखाएँ',
  // Hindi has one form here: "1 लाइक", "3 लाइक".
  likeLabel: (likes: number) => `लाइक करें, ${formatCount(likes, 'hi-IN')} लाइक`,
  commentsNoun: (count: number) => (count === 1 ? 'कमेंट' : 'कमेंट्स'),
  commentsOn: (title: string) => `${title} पर कमेंट्स`,
  addCommentOn: (title: string) => `${title} पर कमेंट करें`,
  loadingComments: 'कमेंट्स लोड हो रहे हैं…',
  noComments: 'अभी कोई कमेंट नहीं है — सबसे पहले हौसला बढ़ाइए।',
  comments: 'कमेंट्स',
  loading: 'लोड हो रहा है…',
  loadMoreComments: 'और कमेंट्स लोड करें',
} satisfies Catalogue<typeof en>;
