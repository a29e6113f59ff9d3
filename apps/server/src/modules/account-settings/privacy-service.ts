/** Who may see a person's contact details (their privacy choices and the viewer's connections). */
import type { Database } from '../../db/client.ts';
import { type VisibleContacts, visibleContacts } from './privacy-repository.ts';

/**
 * The phone number and contact email of each of `ids` that `viewerId` may see, by id (null where
 * hidden or empty); one statement for the whole list.
 */
export function contactsVisibleTo(
  db: Database,
  viewerId: string,
  ids: string[],
): Promise<Map<string, VisibleContacts>> {
  return visibleContacts(db, viewerId, ids);
}
