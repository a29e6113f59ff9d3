import type { Role } from '@ideaignite/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Profile, profiles, type User, users } from '../../db/schema.ts';
import { afterCursor, type Cursor } from '../../lib/cursor.ts';

export async function findUserWithProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updateProfile(db: Database, userId: string, values: Partial<Profile>): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListUsersOptions {
  limit: number;
  cursor?: Cursor;
  q?: string;
  excludeUserId?: string;
}

export function listUsersByRole(db: Database, role: Role, options: ListUsersOptions) {
  return listUsers(db, { ...options, role });
}

/** Users newest first, optionally of one role and matching a search in name, skills, project or bio. */
export async function listUsers(
  db: Database,
  options: ListUsersOptions & { role?: Role },
): Promise<Array<{ user: User; profile: Profile }>> {
  const pattern = options.q ? likePattern(options.q) : undefined;
  return db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        options.role ? eq(users.role, options.role) : undefined,
        options.excludeUserId ? sql`${users.id} <> ${options.excludeUserId}` : undefined,
        afterCursor(options.cursor, users.createdAt, users.id),
        pattern
          ? or(
              ilike(profiles.username, pattern),
              ilike(profiles.bio, pattern),
              ilike(profiles.project, pattern),
              sql`array_to_string(${profiles.skills}, ' ') ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.limit + 1);
}
