import type { Catalogue } from '../i18n/words.ts';
import type { en } from './en.ts';

/** The shared helpers' words in Hindi. */
export default {
  unknownUser: 'अज्ञात यूज़र',
  unnamedMember: (product: string) => `${product} सदस्य`,
  ticketRange: (from: string, to: string) => `${from} – ${to}`,
  ticketFrom: (amount: string) => `${amount} से शुरू`,
  ticketUpTo: (amount: string) => `${amount} तक`,
} satisfies Catalogue<typeof en>;
