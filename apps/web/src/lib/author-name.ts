import type { PublicUser } from '@ideaignite/contract';
import { messagesOf } from './i18n/messages.ts';
import { libMessages } from './messages/index.ts';
import { profileName } from './profile-labels.ts';

/** The name shown for a comment or post; 'Unknown User' when the author's account is gone (commentedBy: null). */
export function authorName(user: PublicUser | null): string {
  return user ? profileName(user.profiledetails) : messagesOf(libMessages).unknownUser;
}
