import type { Catalogue } from '../i18n.ts';
import { PRODUCT_NAME } from '../product.ts';
import { DELETION_GRACE_DAYS } from './constants.ts';
import type { ACCOUNT_WORDS } from './words.ts';

/** What "Download my data" and "Delete my account" say, in Hindi. */
export const ACCOUNT_WORDS_HI = {
  exportStarted: 'हम आपका डेटा तैयार कर रहे हैं। इसमें कुछ मिनट लग सकते हैं।',
  exportUnderWay: 'आपका डेटा पहले से तैयार किया जा रहा है।',
  exportNotFound: 'हमें वह डाउनलोड नहीं मिला।',
  exportNotReady: 'वह डाउनलोड अभी तैयार नहीं है।',
  exportExpired: 'उस डाउनलोड की समय-सीमा ख़त्म हो गई है। कृपया नया डाउनलोड माँगें।',
  wrongPassword: 'पासवर्ड सही नहीं है, इसलिए कुछ भी डिलीट नहीं हुआ।',
  deletionScheduled: `आपका खाता ${DELETION_GRACE_DAYS} दिन बाद मिटा दिया जाएगा। उसे रखना हो तो उससे पहले साइन इन करें।`,
  deletedUserName: 'हटाया गया सदस्य',
  exportAbout: `${PRODUCT_NAME} के पास आपके बारे में जो कुछ है, सब`,
} satisfies Catalogue<typeof ACCOUNT_WORDS>;
