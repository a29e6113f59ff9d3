import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** A job seeker's applications and every application's timeline, in Hindi. */
export default {
  metaTitle: 'मेरे आवेदन',
  eyebrow: 'जॉब्स',
  title: 'आपके आवेदन',
  intro: 'हर आवेदन कहाँ तक पहुँचा, कदम दर कदम। स्टार्टअप के जवाब देते ही आपको बताया जाता है।',
  loading: 'आपके आवेदन लोड हो रहे हैं…',
  loadFailed: 'आपके आवेदन लोड नहीं हो सके।',
  empty: 'आपने अभी किसी जॉब के लिए आवेदन नहीं किया है। बोर्ड पर स्टार्टअप्स की इंटर्नशिप और जॉब्स देखें।',
  browseJobs: 'जॉब्स देखें',
  appliedOn: (day: string) => `${day} को आवेदन किया`,
  withdraw: 'वापस लें',
  withdrawFor: (title: string) => `${title} के लिए अपना आवेदन वापस लें`,
  withdrawTitle: 'यह आवेदन वापस लें?',
  withdrawText: 'स्टार्टअप को बताया जाएगा, और आप इस जॉब के लिए फिर आवेदन नहीं कर सकेंगे।',
  withdrawing: 'वापस लिया जा रहा है…',
  timeline: 'टाइमलाइन',
  stepDone: 'पूरा',
  stepNow: 'मौजूदा कदम',
  stepNotYet: 'अभी नहीं पहुँचा',
  stepSkipped: 'छोड़ा गया',
  endedAs: (end: string) => `समाप्त: ${end}`,
  reason: (reason: string) => `वजह: ${reason}`,
  noResponseExplained: (days: number) => `स्टार्टअप ने आवेदन की आख़िरी तारीख़ के ${days} दिन के भीतर जवाब नहीं दिया।`,
} satisfies Catalogue<typeof en>;
