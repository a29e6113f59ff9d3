import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { visibleToSql } from './query-parts.ts';

/** The contact details one viewer may see of one person: null when hidden (or empty). */
export interface VisibleContacts {
  phoneno: string | null;
  contactEmail: string | null;
}

/**
 * The phone number and contact email of each of `ids` that `viewerId` may see (their owners'
 * privacy choices and the viewer's connections), in one statement.
 */
export async function visibleContacts(
  db: Database,
  viewerId: string,
  ids: string[],
): Promise<Map<string, VisibleContacts>> {
  if (ids.length === 0) return new Map();
  const viewer = sql`${viewerId}::uuid`;
  const rows = await rowsOf<{ id: string; phoneno: string | null; contact_email: string | null }>(
    db,
    sql`
    select u.id,
      case when ${visibleToSql(sql`u.phone_visibility`, sql`u.id`, viewer)} then p.phoneno end as phoneno,
      case when ${visibleToSql(sql`u.email_visibility`, sql`u.id`, viewer)} then p.contact_email end as contact_email
    from users u join profiles p on p.user_id = u.id
    where u.id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, { phoneno: row.phoneno, contactEmail: row.contact_email }]));
}
