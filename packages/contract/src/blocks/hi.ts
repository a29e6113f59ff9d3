import type { Catalogue } from '../i18n.ts';
import type { BLOCKS_WORDS } from './words.ts';

/** What blocking says, in Hindi. */
export const BLOCKS_WORDS_HI = {
  blockedByYou: 'आपने इस व्यक्ति को ब्लॉक किया है। ऐसा करने के लिए सेटिंग्स में उन्हें अनब्लॉक करें।',
  blockedYou: 'आप यह नहीं कर सकते: यह व्यक्ति आपसे यह स्वीकार नहीं कर रहा है।',
  cannotBlockSelf: 'आप ख़ुद को ब्लॉक नहीं कर सकते।',
  blocked: 'ब्लॉक कर दिया। अब वे आपको मैसेज, Ignite, आपकी पोस्ट पर कमेंट या लाइक नहीं कर सकते, न ही आपको ढूँढ सकते हैं।',
  unblocked: 'अनब्लॉक कर दिया।',
  notBlocked: 'आपने इस व्यक्ति को ब्लॉक नहीं किया है।',
} satisfies Catalogue<typeof BLOCKS_WORDS>;
