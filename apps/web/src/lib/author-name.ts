import type { PublicUser } from '@ideaignite/contract';
import { profileName } from './profile-labels.ts';

/** Shown for a comment or post whose author's account is gone (commentedBy: null). */
export const UNKNOWN_USER = 'Unknown User';

export function authorName(user: PublicUser | null): string {
  return user ? profileName(user.profiledetails) : UNKNOWN_USER;
}
