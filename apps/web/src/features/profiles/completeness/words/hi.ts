import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The profile completeness card, in Hindi. */
export default {
  heading: (score: number) => `प्रोफ़ाइल ${score}% पूरी`,
  ringLabel: 'प्रोफ़ाइल कितनी पूरी है',
  intro: 'पूरी प्रोफ़ाइल खोज में सबसे पहले दिखती हैं और उन्हें ज़्यादा जवाब मिलते हैं।',
  missingLabel: 'अभी बाक़ी',
} satisfies Catalogue<typeof en>;
