import { useSyncExternalStore } from 'react';

/**
 * The languages of the interface (decision 017): English as Indians write it, the default, and
 * Hindi. The switch, the saved choice and Accept-Language arrive with the complete Hindi
 * catalogue (issue 12); until then the interface is English for everyone.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-IN';

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  return current;
}

/** Switches the language at once; call `loadLocale` first so no screen waits for its words. */
export function setLocale(locale: Locale) {
  if (locale === current) return;
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The interface language; a page rendered on the server is in the default language. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, () => DEFAULT_LOCALE);
}
