/** Who may moderate (issue 24): the SQL of moderator_grants. */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

type Executor = Pick<Database, 'execute'>;

/** `lower(address) in (listed...)`, false for an empty list. */
const inList = (address: SQL, listed: Iterable<string>) => {
  const emails = [...listed];
  return emails.length === 0
    ? sql`false`
    : sql`${address} in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`;
};

/**
 * The ids of the accounts that may moderate now: verified, not erased, and granted by an operator
 * or holding the very address they verified while ADMIN_EMAILS named it, still named there.
 */
export const moderatorIdsSql = (listed: Iterable<string>) => sql`(
  select g.user_id from moderator_grants g join users u on u.id = g.user_id
  where u.verified and u.deleted_at is null
    and (g.kind = 'operator' or (g.email = lower(u.email) and ${inList(sql`g.email`, listed)})))`;

export async function isModerator(db: Executor, userId: string, listed: Iterable<string>): Promise<boolean> {
  const [row] = await rowsOf<{ yes: boolean }>(
    db,
    sql`select ${userId}::uuid in ${moderatorIdsSql(listed)} as yes`,
  );
  return Boolean(row?.yes);
}

/**
 * The account just verified its address (sign-up link or change of address): when ADMIN_EMAILS
 * names it, that is recorded as the account's listed grant.
 */
export async function grantIfListed(db: Executor, userId: string, listed: Iterable<string>): Promise<void> {
  await db.execute(sql`insert into moderator_grants (user_id, kind, email)
    select id, 'listed', lower(email) from users
    where id = ${userId}::uuid and verified and deleted_at is null and ${inList(sql`lower(email)`, listed)}
    on conflict (user_id, kind) do update set email = excluded.email, created_at = now()`);
}

/**
 * At start: accounts that are verified already and whose address ADMIN_EMAILS names get their
 * listed grant (a list edited while the server was down, or the seeded demo moderator).
 */
export async function grantListedAccounts(db: Executor, listed: Iterable<string>): Promise<number> {
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`insert into moderator_grants (user_id, kind, email)
      select id, 'listed', lower(email) from users
      where verified and deleted_at is null and ${inList(sql`lower(email)`, listed)}
      on conflict (user_id, kind) do update set email = excluded.email
        where moderator_grants.email <> excluded.email
      returning user_id`,
  );
  return rows.length;
}

/** The operator's grant of an account, by address (case-blind): 'granted', 'unverified' or 'notFound'. */
export async function grantByOperator(db: Executor, email: string) {
  const [user] = await rowsOf<{ id: string; verified: boolean }>(
    db,
    sql`select id, verified from users where lower(email) = lower(${email}) and deleted_at is null`,
  );
  if (!user) return 'notFound' as const;
  if (!user.verified) return 'unverified' as const;
  await db.execute(sql`insert into moderator_grants (user_id, kind, email)
    values (${user.id}::uuid, 'operator', lower(${email}))
    on conflict (user_id, kind) do nothing`);
  return 'granted' as const;
}

/** Removes the operator's grant of the account with this address; false when it had none. */
export async function revokeByOperator(db: Executor, email: string): Promise<boolean> {
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`delete from moderator_grants g using users u
      where u.id = g.user_id and lower(u.email) = lower(${email}) and g.kind = 'operator'
      returning g.user_id`,
  );
  return rows.length > 0;
}

export interface GrantRow {
  email: string;
  kind: 'listed' | 'operator';
  granted_at: string;
  verified: boolean;
  suspended: boolean;
  active: boolean;
}

/** Every grant, with the account's address now and whether it counts now. */
export function listGrants(db: Executor, listed: Iterable<string>): Promise<GrantRow[]> {
  return rowsOf<GrantRow>(
    db,
    sql`select coalesce(u.email, g.email) as email, g.kind, g.created_at::text as granted_at, u.verified,
        u.suspended_at is not null as suspended, g.user_id in ${moderatorIdsSql(listed)} as active
      from moderator_grants g join users u on u.id = g.user_id
      order by lower(u.email), g.kind`,
  );
}

/** Erasure: the account stops being a moderator for good. */
export async function deleteGrants(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`delete from moderator_grants where user_id = ${userId}::uuid`);
}
