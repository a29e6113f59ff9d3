import type { Catalogue } from '@ideaignite/contract';
import { use } from 'react';
import { loadOnce } from '../lazy-component.ts';
import { getLocale, type Locale, useLocale } from './locale.ts';

/**
 * The shape every translation of a catalogue must have (the contract's, one definition for both
 * sides): the same keys as the English, each a string, a function with the same parameters, or a
 * list or record of these. `satisfies Catalogue<typeof en>` on the Hindi makes a missing, extra or
 * misspelt key, or a changed parameter, a type error; the catalogue test checks that lists have
 * as many entries as the English.
 */
export type { Catalogue } from '@ideaignite/contract';

export interface Words<T> {
  /** The English catalogue, bundled with the code that shows it. */
  readonly en: Catalogue<T>;
  /** The Hindi catalogue once fetched: then a switch to Hindi renders it without suspending. */
  hi?: Catalogue<T>;
  /** Fetches the Hindi catalogue (once); it is fetched only when Hindi is chosen. */
  readonly loadHi: () => Promise<Catalogue<T>>;
}

const everyCatalogue: Words<unknown>[] = [];
/** Other Hindi a switch must fetch first (the contract's messages). */
const otherHindi: Array<() => Promise<unknown>> = [];

/** Adds a loader that `loadLocale('hi-IN')` runs with the catalogues' own. */
export function loadWithHindi(load: () => Promise<unknown>) {
  otherHindi.push(load);
  if (getLocale() === 'hi-IN') void load().catch(() => undefined);
}

/** A catalogue: English now, Hindi from `hi` (a dynamic import of the module that holds it). */
export function defineWords<T>(en: T, hi: () => Promise<{ default: Catalogue<T> }>): Words<T> {
  const messages: Words<T> = {
    en: en as Catalogue<T>,
    loadHi: loadOnce(() =>
      hi().then((module) => {
        messages.hi = module.default;
        return module.default;
      }),
    ),
  };
  everyCatalogue.push(messages as Words<unknown>);
  // A page's code arriving while Hindi is on: fetch its words now, so `wordsOf` has them.
  if (getLocale() === 'hi-IN') void messages.loadHi().catch(() => undefined);
  return messages;
}

/**
 * Fetches every catalogue defined so far in `locale`, so that switching to it shows the new
 * words at once instead of a loading state. (Catalogues of pages not yet opened are fetched
 * when they are.)
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'hi-IN') {
    await Promise.all([
      ...everyCatalogue.map((messages) => messages.loadHi()),
      ...otherHindi.map((load) => load()),
    ]);
  }
}

/** The catalogue in the interface language; suspends while a Hindi catalogue is fetched. */
export function useWords<T>(messages: Words<T>): Catalogue<T> {
  const locale = useLocale();
  if (locale === 'en-IN') return messages.en;
  // Through `use` even when the words are here (loadOnce's promise says it has settled, so `use`
  // answers at once): a render that suspended here is replayed once they arrive, and a replay
  // that skipped `use` would call the component's later hooks out of order (React error 467).
  return use(messages.loadHi());
}

/**
 * The catalogue in the interface language outside a component (a helper that returns words):
 * Hindi once `loadLocale('hi-IN')` has fetched it, English until then. A component that shows
 * the words should call the helper during render, so a language switch re-renders it.
 */
export function wordsOf<T>(messages: Words<T>, locale: Locale = getLocale()): Catalogue<T> {
  return locale === 'hi-IN' && messages.hi ? messages.hi : messages.en;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** "1 device", "3 devices": the plural form the locale's rules choose for `count`. */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  // One rules object per language: making one is most of the call's cost (a page has dozens).
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
