import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** A comment written offline, in Hindi. */
export default {
  you: 'आप',
  waitingToSend: 'भेजे जाने का इंतज़ार',
  commentWaitingAnnouncement: 'भेजे जाने का इंतज़ार: ऑनलाइन होते ही आपका कमेंट चला जाएगा।',
  notSent: 'नहीं भेजा गया',
  discardComment: 'यह कमेंट हटाएँ',
  discard: 'हटाएँ',
  waitingComments: 'भेजे जाने के इंतज़ार में कमेंट्स',
} satisfies Catalogue<typeof en>;
