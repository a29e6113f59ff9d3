import type { CardAuthor } from '@ideaignite/contract';
import { wordsOf } from './i18n/words.ts';
import { profileName } from './profile-labels.ts';
import { libWords } from './words/index.ts';

/** The name shown for a comment or post; 'Unknown User' when the author's account is gone (commentedBy: null). */
export function authorName(user: CardAuthor | null): string {
  return user ? profileName(user.profiledetails) : wordsOf(libWords).unknownUser;
}
