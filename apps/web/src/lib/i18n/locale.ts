import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@ideaignite/contract';
import { useSyncExternalStore } from 'react';

/**
 * The interface language (decision 017): English as Indians write it, the default, or Hindi.
 * The visitor's choice is kept in localStorage (and a cookie, for the server); without one, the
 * browser's languages decide; a signed-in account's saved language wins on sign-in.
 */
export { DEFAULT_LOCALE, LOCALES, type Locale } from '@ideaignite/contract';
/** Each language named in itself: the switch shows these, the same in either interface language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

/** Where the visitor's choice is kept: a localStorage key and a cookie of the same name. */
export { LOCALE_STORAGE_KEY as LOCALE_KEY } from '@ideaignite/contract';

/**
 * The language to start in: the choice kept on this device, else the first of the browser's
 * languages that we have (Hindi for `hi`, `hi-IN`; English otherwise). The same answer as the
 * server's `localeFromAcceptLanguage` for the browser's list (a test holds them together), in
 * two lines: the landing's JavaScript budget has no room for the header parser.
 */
export function preferredLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const first = navigator.languages?.find((language) => /^(hi|en)\b/i.test(language));
  return first && /^hi\b/i.test(first) ? 'hi-IN' : DEFAULT_LOCALE;
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

/**
 * The language the page's HTML was rendered in, which hydration must match: in the browser the
 * `<html lang>` it arrived with (read once, before any switch), on the server the render's own.
 */
const servedLocale: Locale | null =
  typeof document === 'undefined'
    ? null
    : isLocale(document.documentElement.lang)
      ? document.documentElement.lang
      : DEFAULT_LOCALE;

/** The language of a render in progress on the server (renderInLocale). */
let rendering: Locale | null = null;

/** The locale a page is in: being rendered on the server, the render's; in the browser, the one it arrived in. */
export const pageLocale = (): Locale => rendering ?? servedLocale ?? current;

/**
 * Renders (synchronously: renderToString) in `locale`, then puts the language back. The
 * language is the process's, but nothing else runs during a synchronous render, so concurrent
 * requests in other languages do not see it.
 */
export function renderInLocale<T>(locale: Locale, render: () => T): T {
  const before = current;
  current = locale;
  rendering = locale;
  try {
    return render();
  } finally {
    current = before;
    rendering = null;
  }
}

/** The interface language; hydrating, the language the page was rendered in. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, pageLocale);
}
