import { type PublicUser, SEARCHED_CARD_FIELDS } from '@ideaignite/contract';

/**
 * The server's search, repeated on the cards already loaded so the list narrows at once: the
 * words as typed, found in any text the card shows (SEARCHED_CARD_FIELDS: for a Hustler the
 * name, city, project, "Working on", bio and skills), ignoring case.
 */
export function matchesSearch(user: PublicUser, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return SEARCHED_CARD_FIELDS[user.role].some((field) => {
    const value = user.profiledetails[field];
    const text = Array.isArray(value) ? value.join(' ') : value;
    return text?.toLowerCase().includes(needle) ?? false;
  });
}
