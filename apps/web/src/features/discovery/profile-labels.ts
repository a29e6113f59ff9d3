import type { PublicUser } from '@ideaignite/contract';
import { monthAndYear } from '../../lib/dates.ts';

/**
 * Discovery's own labels, built on the shared ones in lib/profile-labels.ts.
 * "Joined April 2025" (`joined` words it), or null for a date the browser cannot read.
 */
export function joinedLabelOf(user: PublicUser, joined: (when: string) => string): string | null {
  const date = new Date(user.createdAt);
  return Number.isNaN(date.getTime()) ? null : joined(monthAndYear(date));
}
