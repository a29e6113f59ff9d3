import type { Catalogue } from '../i18n/messages.ts';
import type { en } from './en.ts';

/** The shared helpers' words in Hindi. */
export default {
  unknownUser: 'अज्ञात यूज़र',
  unnamedMember: (product: string) => `${product} सदस्य`,
} satisfies Catalogue<typeof en>;
