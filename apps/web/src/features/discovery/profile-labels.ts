import type { PublicUser } from '@ideaignite/contract';
import { monthAndYear } from '../../lib/dates.ts';

/** Text with content, or null, so empty profile fields leave no blank rows on a card. */
export function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** "Joined April 2025" (`joined` words it), or null for a date the browser cannot read. */
export function joinedLabelOf(user: PublicUser, joined: (when: string) => string): string | null {
  const date = new Date(user.createdAt);
  return Number.isNaN(date.getTime()) ? null : joined(monthAndYear(date));
}
