import type { CONNECT_WORDS } from '../connects.ts';
import type { Catalogue } from '../i18n.ts';

/** What the Ignite routes say, in Hindi. */
export const CONNECT_WORDS_HI = {
  igniteSent: '🔥 Ignite भेज दिया! इन्वेस्टर को इसकी सूचना दे दी गई है।',
  onlyHustlers: 'सिर्फ़ हसलर ही इन्वेस्टर्स को Ignite कर सकते हैं।',
  notAnInvestor: 'आप सिर्फ़ किसी इन्वेस्टर को ही Ignite कर सकते हैं।',
  alreadyIgnited: 'आप इस इन्वेस्टर को पहले ही Ignite कर चुके हैं।',
  investorNotFound: 'वह इन्वेस्टर नहीं मिला।',
} satisfies Catalogue<typeof CONNECT_WORDS>;
