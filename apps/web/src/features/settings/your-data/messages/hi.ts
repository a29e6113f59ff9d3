import type { Catalogue } from '../../../../lib/i18n/messages.ts';
import type { en } from './en.ts';

/** Settings → Your data in Hindi. */
export default {
  groupHeading: 'आपका डेटा',
  downloadHeading: 'मेरा डेटा डाउनलोड करें',
  downloadHint:
    'एक ZIP फ़ाइल, जिसमें आपके बारे में हमारे पास मौजूद सब कुछ है: आपका खाता, प्रोफ़ाइल, वीडियो, ब्लॉग, टॉक, कमेंट, मैसेज, नोटिफ़िकेशन, कनेक्शन, सेशन और आपकी अपलोड की हुई फ़ाइलें।',
  startExport: 'मेरा डाउनलोड तैयार करें',
  startingExport: 'शुरू हो रहा है…',
  prepareAgain: 'नया डाउनलोड तैयार करें',
  progressLabel: 'आपका डाउनलोड तैयार हो रहा है',
  queued: 'शुरू होने का इंतज़ार…',
  running: (percent: number) => `आपका डेटा तैयार हो रहा है: ${percent}%`,
  ready: 'आपका डाउनलोड तैयार है।',
  failed: 'आपका डाउनलोड तैयार नहीं हो पाया। कृपया फिर से कोशिश करें।',
  downloadZip: 'ZIP डाउनलोड करें',
  downloading: 'डाउनलोड हो रहा है…',
  downloadFailed: 'डाउनलोड नहीं हो पाया। कृपया फिर से कोशिश करें।',
  expires: (date: string) => `${date} तक उपलब्ध`,
  size: (size: string) => `ZIP फ़ाइल, ${size}`,
  loadFailed: 'हम आपके डाउनलोड की जानकारी नहीं ला पाए।',
  deleteHeading: 'मेरा खाता डिलीट करें',
  deleteHint: (days: number) =>
    `कहने के ${days} दिन बाद आपका खाता मिटा दिया जाता है। इरादा बदल गया? उससे पहले साइन इन करें, कुछ नहीं खोएगा।`,
  deleteAccount: 'मेरा खाता डिलीट करें',
  dialogTitle: 'अपना खाता डिलीट करें?',
  dialogIntro: (days: number) => `आप हर डिवाइस से साइन आउट हो जाएँगे। ${days} दिन बाद हम हमेशा के लिए मिटा देंगे:`,
  erasedItems: [
    'आपकी प्रोफ़ाइल: नाम, फ़ोटो, फ़ोन, ईमेल और अपने बारे में लिखी हर बात',
    'आपके वीडियो, ब्लॉग और टॉक, उनकी फ़ाइलों के साथ, और आपके कमेंट और लाइक',
    'आपके नोटिफ़िकेशन, कनेक्शन, सेशन और डेटा डाउनलोड',
  ],
  keptNote: 'जिनसे आपने बात की, उनकी बातचीत बनी रहेगी; आपके मैसेज “हटाया गया सदस्य” के नाम से दिखेंगे।',
  undoNote: (days: number) => `डिलीट होना रद्द करने के लिए ${days} दिन के अंदर साइन इन करें।`,
  passwordLabel: 'आपका पासवर्ड',
  confirmDelete: 'मेरा खाता डिलीट करें',
  deleting: 'डिलीट हो रहा है…',
  cancel: 'मेरा खाता रखें',
  deletedNotice: (date: string) =>
    `आपका खाता ${date} को मिटा दिया जाएगा। उससे पहले साइन इन करने पर डिलीट होना रद्द हो जाएगा।`,
} satisfies Catalogue<typeof en>;
