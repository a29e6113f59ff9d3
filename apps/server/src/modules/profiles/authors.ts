import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { type PublicUser, toPublicUser } from './profile-details.ts';

/** The public profiles of the given users in one query, for embedding as uploadedBy / commentedBy. */
export async function loadAuthors(
  db: Database,
  storage: MediaStorage,
  userIds: Array<string | null>,
): Promise<Map<string, PublicUser>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.user.id, toPublicUser(row.user, row.profile, storage)]));
}
