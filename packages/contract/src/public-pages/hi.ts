import type { Catalogue } from '../i18n.ts';
import type { PUBLIC_PAGES_WORDS } from './words.ts';

/** What a public page says, in Hindi. */
export const PUBLIC_PAGES_WORDS_HI = {
  kindVideo: 'वीडियो',
  kindBlog: 'ब्लॉग',
  kindTalk: 'टॉक',
  kindProfile: 'प्रोफ़ाइल',
  joinVideo: 'देखने और जवाब देने के लिए मुफ़्त जुड़ें',
  joinBlog: 'पूरा पढ़ने और जवाब देने के लिए मुफ़्त जुड़ें',
  joinTalk: 'जवाब देने के लिए मुफ़्त जुड़ें',
  joinProfile: 'जुड़ने के लिए मुफ़्त सदस्य बनें',
  signIn: 'पहले से सदस्य हैं? साइन इन करें',
  signInShort: 'साइन इन',
  tagline: 'जहाँ भारत के फ़ाउंडर, निवेशक, को-फ़ाउंडर और जॉब सीकर मिलते हैं।',
  notFoundTitle: 'यह पेज उपलब्ध नहीं है',
  notFoundBody: 'शायद इसे हटा दिया गया है, या इसके मालिक इसे सिर्फ़ सदस्यों के साथ शेयर करते हैं।',
  joinFree: 'IdeaIgnite से मुफ़्त जुड़ें',
  home: 'IdeaIgnite होम',
  postedOn: 'पोस्ट किया',
  by: 'लेखक',
  roleHustler: 'हसलर',
  roleInvestor: 'निवेशक',
  roleCofounder: 'को-फ़ाउंडर',
  roleJobseeker: 'जॉब सीकर',
  aMember: 'एक सदस्य',
  workingOn: 'अभी काम',
  skills: 'हुनर',
  footer: 'IdeaIgnite: भारत का स्टार्टअप समुदाय।',
  invalidImage: 'किसी वीडियो, ब्लॉग, टॉक या प्रोफ़ाइल की झलक वाली तस्वीर 600 या 1200 पिक्सेल चौड़ी माँगें।',
} satisfies Catalogue<typeof PUBLIC_PAGES_WORDS>;
