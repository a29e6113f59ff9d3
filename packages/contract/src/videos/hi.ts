import type { Catalogue } from '../i18n.ts';
import type { VIDEOS_WORDS } from './words.ts';

/** What the video routes say, in Hindi. */
export const VIDEOS_WORDS_HI = {
  onlyHustlersVideos: 'सिर्फ़ हसलर वीडियो अपलोड कर सकते हैं, और जॉब सीकर अपना परिचय वीडियो।',
  introUploaded: 'आपका परिचय वीडियो तैयार है। आप इसे किसी भी आवेदन के साथ भेज सकते हैं।',
  videoNotFound: 'वह वीडियो नहीं मिला।',
  liked: 'लाइक कर दिया।',
  unliked: 'लाइक हटा दिया।',
  videosFetched: 'वीडियो लोड हो गए।',
  videoUpdated: 'वीडियो अपडेट हो गया।',
  videoDeleted: 'वीडियो मिटा दिया गया।',
  captionsSaved: 'कैप्शन सेव हो गए।',
  captionsRemoved: 'कैप्शन हटा दिए गए।',
  captionsMissing: 'कृपया कैप्शन फ़ाइल चुनें (WebVTT या SRT)।',
  captionsTooLarge: 'कैप्शन फ़ाइल ज़्यादा से ज़्यादा 1 MB की हो सकती है।',
  captionsNotText: 'यह कैप्शन फ़ाइल नहीं है: कृपया WebVTT (.vtt) या SRT (.srt) फ़ाइल चुनें।',
  captionsNoCues: 'इस कैप्शन फ़ाइल में समय वाले कोई कैप्शन नहीं हैं।',
  captionsBadTiming: 'इस फ़ाइल के कुछ कैप्शन शुरू होने से पहले खत्म होते हैं या समय में पीछे जाते हैं।',
  invalidCaptionLanguage: 'कैप्शन अंग्रेज़ी (en) या हिन्दी (hi) में हो सकते हैं।',
  streamRetrying: 'हम धीमे नेटवर्क वाले वर्ज़न फिर से तैयार करेंगे।',
  streamNotFailed: 'यह वीडियो दोबारा कोशिश का इंतज़ार नहीं कर रहा।',
} satisfies Catalogue<typeof VIDEOS_WORDS>;
