import { use } from 'react';
import { loadOnce } from '../lazy-component.ts';
import { getLocale, type Locale, useLocale } from './locale.ts';
import { loadWithHindi } from './words.ts';

type ContractHindi = typeof import('@ideaignite/contract/hi');

let hindi: ContractHindi | undefined;
const loadHindi = loadOnce(() =>
  import('@ideaignite/contract/hi').then((module) => {
    hindi = module;
    return module;
  }),
);
loadWithHindi(loadHindi);

/**
 * The contract's Hindi (its catalogues' twins, the notification texts), once fetched: it is
 * fetched with the web's own catalogues when Hindi is chosen.
 */
export const contractHindi = (): ContractHindi | undefined => hindi;

/**
 * A contract catalogue text (WORDS…, a validation message, a profile choice) in the
 * interface language; anything else (a name, a title) comes back as it is. Outside components:
 * Hindi once `loadLocale('hi-IN')` has fetched it.
 */
export function contractText(text: string, locale: Locale = getLocale()): string {
  return locale === 'hi-IN' && hindi ? hindi.toHindi(text) : text;
}

/**
 * `contractText` for a component: suspends while the Hindi is fetched, and re-renders on a
 * language switch. `t(WORDS.lists.videosEmpty)`.
 */
export function useContractText(): (text: string) => string {
  const locale = useLocale();
  // `use` whenever Hindi is on, even once it is here (see useWords): a render that suspended
  // here is replayed, and the replay must make the same calls.
  if (locale === 'hi-IN') use(loadHindi());
  return (text) => contractText(text, locale);
}
