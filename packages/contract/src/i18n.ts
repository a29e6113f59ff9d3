/**
 * The languages of IdeaIgnite (decision 017): English as Indians write it, the default, and
 * Hindi. The contract's catalogues are English; each has a Hindi twin under hi/, typed with
 * `Catalogue`, which the server answers in and the web loads when Hindi is on.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-IN';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The shape every translation of a catalogue must have: the same keys as the English, each a
 * string, a function with the same parameters, or a nested catalogue. `satisfies
 * Catalogue<typeof en>` makes a missing, extra or misspelt key, or a changed parameter, a type
 * error.
 */
export type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Catalogue<T[K]>;
};

/**
 * The language an `Accept-Language` header prefers among ours: Hindi when a Hindi range
 * (`hi`, `hi-IN`) has a higher weight than every English one, else English. Malformed parts are
 * skipped; a missing header is English.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  let hindi = 0;
  let english = 0;
  // Bounded: a header is at most a few dozen ranges; longer ones are read in part.
  for (const [index, part] of header.split(',').slice(0, 32).entries()) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match?.[1]) weight = Number(match[1]);
    }
    // Earlier ranges win ties, as the header's order means.
    const score = weight - index / 1000;
    if (weight <= 0) continue;
    if (range === 'hi' || range.startsWith('hi-')) hindi = Math.max(hindi, score);
    else if (range === 'en' || range.startsWith('en-') || range === '*') english = Math.max(english, score);
  }
  return hindi > english ? 'hi-IN' : DEFAULT_LOCALE;
}
