import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The video player's words in Hindi. */
export default {
  quality: 'क्वालिटी',
  auto: 'अपने-आप',
  captions: 'कैप्शन',
  captionsOff: 'बंद',
  language: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
  preparing: 'धीमे नेटवर्क के लिए वर्ज़न तैयार हो रहे हैं: अभी मूल वीडियो चल रहा है।',
  dataSaver: 'डेटा सेवर चालू है: ज़्यादा से ज़्यादा 240p।',
  rung: (height: number) => `${height}p`,
  showScenes: 'दृश्य',
  scenesLabel: (title: string) => `${title} के दृश्य`,
  goTo: (time: string) => `${time} पर जाएँ`,
} satisfies Catalogue<typeof en>;
