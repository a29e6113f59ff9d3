import type { Catalogue } from '../i18n.ts';
import type { LIVE_WORDS } from '../live.ts';

/** What watching live updates says, in Hindi. */
export const LIVE_WORDS_HI = {
  tooManyWatched: 'आप एक साथ बहुत सारी पोस्ट के लाइव अपडेट देख रहे हैं। इनमें से कुछ बंद करके फिर कोशिश करें।',
  notWatchable: 'इस पोस्ट के लाइव अपडेट नहीं देखे जा सकते: यह हटा दी गई है या आप इसे नहीं देख सकते।',
  invalidWatch: 'बताएँ कि किन पोस्ट के लाइव अपडेट देखने हैं: वीडियो, ब्लॉग या टॉक, एक बार में ज़्यादा से ज़्यादा 200।',
} satisfies Catalogue<typeof LIVE_WORDS>;
