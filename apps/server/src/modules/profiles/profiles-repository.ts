import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type Profile, profiles, users } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { blockedEitherWaySql, suspendedSql } from '../blocks/index.ts';
import {
  type AuthorRow,
  likePattern,
  profileSearchCondition,
  publicAccountColumns,
  publicProfileColumns,
} from './query-parts.ts';

export async function findUserWithProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Whether `viewerId` may see `userId`'s profile: the account is not suspended and neither blocked
 * the other (decision 023: as if it were not there).
 */
export async function profileVisibleTo(db: Database, userId: string, viewerId: string) {
  const [row] = await rowsOf<{ hidden: boolean }>(
    db,
    sql`select (${suspendedSql(sql`${userId}::uuid`)} or ${blockedEitherWaySql(sql`${userId}::uuid`, sql`${viewerId}::uuid`)}) as hidden`,
  );
  return !row?.hidden;
}

export async function updateProfile(db: Database, userId: string, values: Partial<Profile>): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

export interface ListUsersOptions {
  limit: number;
  cursor?: string;
  q?: string;
  excludeUserId: string;
}

const userList = (searched: boolean) =>
  keysetList<AuthorRow & { cursorAt: string }, { pattern?: string; excludeUserId: string }>(
    `users_list${searched ? '_search' : ''}`,
    (db, after, limit) =>
      db
        .select({
          user: publicAccountColumns,
          profile: publicProfileColumns,
          cursorAt: cursorAt(users.createdAt),
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            sql`${users.id} <> ${sql.placeholder('excludeUserId')}::uuid`,
            // Settings → Privacy: a profile can stay out of the lists and search.
            eq(users.discoverable, true),
            // Nobody suspended, nobody blocked either way (issue 15).
            sql`${users.suspendedAt} is null`,
            sql`not ${blockedEitherWaySql(users.id, sql`${sql.placeholder('excludeUserId')}::uuid`)}`,
            after?.(users.createdAt, users.id),
            searched ? profileSearchCondition(sql.placeholder('pattern')) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit),
    (row) => ({ at: row.cursorAt, id: row.user.id }),
  );
const USER_LISTS = { all: userList(false), search: userList(true) };

/**
 * Users newest first (the chat's people list), optionally matching a search in name, skills,
 * project or bio; one page of public columns (never the hash or the email) and the next cursor.
 * The role lists of discovery rank and filter: discovery/discovery-repository.ts.
 */
export function listUsers(db: Database, options: ListUsersOptions) {
  const list = options.q ? USER_LISTS.search : USER_LISTS.all;
  return list(db, options, {
    excludeUserId: options.excludeUserId,
    ...(options.q ? { pattern: likePattern(options.q) } : {}),
  });
}
