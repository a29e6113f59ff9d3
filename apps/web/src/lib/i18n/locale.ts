import { useSyncExternalStore } from 'react';

/**
 * The languages of the interface (decision 017): English as Indians write it, the default, and
 * Hindi. The visitor's choice is kept in localStorage (and a cookie, for the server); without
 * one, the browser's languages decide; a signed-in account's saved language wins on sign-in.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-IN';
/** Each language named in itself: the switch shows these, the same in either interface language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

/** Where the visitor's choice is kept: a localStorage key and a cookie of the same name. */
export const LOCALE_KEY = 'locale';

const isLocale = (value: unknown): value is Locale => value === 'en-IN' || value === 'hi-IN';

/**
 * The language to start in: the choice kept on this device, else the first of the browser's
 * languages that we have (Hindi for `hi`, `hi-IN`; English otherwise).
 */
export function preferredLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const first = navigator.languages?.find((language) => /^(hi|en)\b/i.test(language));
  return first && /^hi\b/i.test(first) ? 'hi-IN' : DEFAULT_LOCALE;
}

/** Keeps the choice on this device, and in a cookie so the server renders pages in it. */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts this visit.
  }
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

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
