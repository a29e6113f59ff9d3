import { defineWords } from '../i18n/words.ts';
import { en } from './en.ts';
import hi from './hi.ts';

/**
 * The few words the helpers of lib/ return outside any component ("Unknown User", "IdeaIgnite
 * member", "From ₹10 lakh"): no hook there waits for a fetched catalogue, so the Hindi is bundled (0.3 KB) and
 * `wordsOf` has it from the start. A lazily fetched Hindi left a page that rendered before
 * it arrived in English ("IdeaIgnite member" on a Hindi page).
 */
export const libWords = defineWords(en, () => Promise.resolve({ default: hi }));
libWords.hi = hi;
