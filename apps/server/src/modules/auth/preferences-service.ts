import { DEFAULT_LOCALE, type Locale } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { findUserLocale, setUserLocale } from './users-repository.ts';

type PreferencesDeps = Pick<Container, 'db'>;

/** The account's language; English for an account that never chose. */
export async function accountLocale(deps: PreferencesDeps, userId: string): Promise<Locale> {
  return (await findUserLocale(deps.db, userId)) ?? DEFAULT_LOCALE;
}

/** Saves the account's language: its emails and notifications are written in it from now on. */
export async function saveLocale(deps: PreferencesDeps, userId: string, locale: Locale): Promise<void> {
  await setUserLocale(deps.db, userId, locale);
}
