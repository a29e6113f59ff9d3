import { authApi } from '@ideaignite/contract/auth';
import { readSession } from '../auth-storage.ts';
import { call } from '../call.ts';
import { LOCALE_KEY, type Locale, setLocale } from './locale.ts';
import { loadLocale } from './words.ts';

/** Keeps the choice on this device, and in a cookie so the server renders pages in it. */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts this visit.
  }
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the interface to `locale` once its words are here (no screen waits on them), keeps
 * the choice on this device, and saves it to the account when signed in: its emails and
 * notifications follow. Saving is best effort: the switch stands if it fails.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await adoptAccountLocale(locale);
  if (readSession()) {
    await call(authApi.preferences, { body: { locale } }).catch(() => undefined);
  }
}

/**
 * Switches to `locale` once its words are here and keeps it on this device: at sign-in, the
 * account's language (chosen on some device of theirs); from a switch, with the saving above.
 */
export async function adoptAccountLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  setLocale(locale);
  rememberLocale(locale);
}
