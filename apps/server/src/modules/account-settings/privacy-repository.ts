import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

type Expression = SQL | AnyPgColumn;

/**
 * True when `owner` and `viewer` are connected (an Ignite that reached 'connected', either of
 * them the hustler): the connections pair index answers it either way round.
 */
export const connectedSql = (owner: Expression, viewer: Expression) => sql`exists (
  select 1 from connections c where c.status = 'connected'
    and ((c.hustler_id = ${owner} and c.investor_id = ${viewer})
      or (c.investor_id = ${owner} and c.hustler_id = ${viewer})))`;

/**
 * True when a contact detail whose owner chose `visibility` may be shown to `viewer`: always to
 * the owner, to everyone when 'everyone', to their connections when 'connections', else never.
 */
export const visibleToSql = (visibility: Expression, owner: Expression, viewer: Expression) =>
  sql`(${owner} = ${viewer} or ${visibility} = 'everyone' or (${visibility} = 'connections' and ${connectedSql(owner, viewer)}))`;

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
