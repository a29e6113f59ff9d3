import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The profile completeness card and the first-run checklist, in Hindi. */
export default {
  heading: (score: number) => `प्रोफ़ाइल ${score}% पूरी`,
  ringLabel: 'प्रोफ़ाइल कितनी पूरी है',
  intro: 'पूरी प्रोफ़ाइल खोज में सबसे पहले दिखती हैं और उन्हें ज़्यादा जवाब मिलते हैं।',
  missingLabel: 'अभी बाक़ी',
  checklistHeading: 'शुरुआत करें',
  checklistIntro: (count: number) =>
    count === 1
      ? 'ऐसी प्रोफ़ाइल से बस एक क़दम दूर, जिसे लोग जवाब देते हैं।'
      : `${count} आसान क़दम, ऐसी प्रोफ़ाइल के लिए जिसे लोग जवाब देते हैं।`,
  moreToDo: (count: number) => `और आपकी प्रोफ़ाइल पर ${count} और`,
  dismiss: 'चेकलिस्ट छिपाएँ',
} satisfies Catalogue<typeof en>;
