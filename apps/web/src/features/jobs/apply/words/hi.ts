import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The apply dialog's introduction video, in Hindi. */
export default {
  videoLabel: 'आपका परिचय वीडियो (वैकल्पिक)',
  offerTitle: 'वीडियो पर अपना परिचय दें',
  offer:
    'स्टार्टअप आवेदन के पीछे के इंसान से मिलना पसंद करते हैं। अपने बारे में एक मिनट का वीडियो रिकॉर्ड करें और इसी आवेदन के साथ भेजें। आपने यहाँ जो लिखा है, वह वैसा ही रहेगा।',
  record: 'परिचय रिकॉर्ड या अपलोड करें',
  recordAnother: 'नया परिचय रिकॉर्ड करें',
  attached: (title: string) => `आपका परिचय “${title}” इस आवेदन में जुड़ गया है।`,
} satisfies Catalogue<typeof en>;
