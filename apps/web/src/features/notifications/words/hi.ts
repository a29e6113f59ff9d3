import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The notifications page in Hindi. */
export default {
  title: 'नोटिफ़िकेशन',
  intro: 'Ignite, जवाब और आपके काम पर प्रतिक्रियाएँ, जैसे ही आएँ।',
  markAllRead: 'सभी को पढ़ा हुआ मार्क करें',
  markRead: 'पढ़ा हुआ मार्क करें',
  new: 'नया',
  loading: 'नोटिफ़िकेशन लोड हो रहे हैं…',
  tryAgain: 'फिर से कोशिश करें',
  openInbox: 'अपना Ignite इनबॉक्स खोलें',
  openPipeline: 'अपनी पाइपलाइन देखें',
  viewConnections: 'कनेक्शन देखें',
  answerInvite: 'इनवाइट का जवाब दें',
  openChat: 'चैट खोलें',
  openRequests: 'मैसेज रिक्वेस्ट देखें',
  openMessages: 'मैसेज खोलें',
  seeVideos: 'वीडियो देखें',
  seeBlogs: 'ब्लॉग पढ़ें',
  seeTalks: 'टॉक देखें',
  openVideo: 'वीडियो खोलें',
  openBlog: 'ब्लॉग खोलें',
  openTalk: 'टॉक खोलें',
  openApplicants: 'आवेदक देखें',
  openApplications: 'अपने आवेदन देखें',
  openPosting: 'अपनी पोस्टिंग देखें',
} satisfies Catalogue<typeof en>;
