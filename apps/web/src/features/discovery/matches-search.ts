import type { PublicUser } from '@ideaignite/contract';

/**
 * The server's search, repeated on the cards already loaded so the list narrows at once:
 * the words as typed, found in the name, the skills, the project or the bio, ignoring case.
 */
export function matchesSearch(user: PublicUser, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const { Username, skills, project, bio } = user.profiledetails;
  return [Username, (skills ?? []).join(' '), project, bio].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}
