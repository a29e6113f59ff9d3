/**
 * Query parts (issue 26): the one rule for who may be shown to someone who is not signed in.
 * The public pages and their preview images both read through it, so a page and its picture never
 * disagree; other modules may compose it for any signed-out path.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { suspendedSql } from '../blocks/index.ts';

type Expression = SQL | AnyPgColumn;

/** Which of the owner's switches lets the thing out: their posts' or their profile's previews. */
export type PublicSwitch = 'posts' | 'profile';

/**
 * True when `ownerId`'s things may be shown to the public: the account is live (not erased, not
 * waiting to be erased, not suspended) and its owner turned that kind of public preview on.
 */
export const publicOwnerSql = (ownerId: Expression, which: PublicSwitch) => sql`exists (
  select 1 from users pu where pu.id = ${ownerId}
    and pu.deleted_at is null and pu.deletion_requested_at is null and not ${suspendedSql(sql`pu.id`)}
    and ${which === 'posts' ? sql`pu.public_posts` : sql`pu.public_profile`}
)`;
