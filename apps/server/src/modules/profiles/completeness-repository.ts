import {
  type Completeness,
  type CompletenessFacts,
  profileCompleteness,
  type Role,
} from '@ideaignite/contract';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, videos } from '../../db/schema.ts';
import { prepared } from '../../lib/prepared.ts';

/**
 * Profile completeness (issue 14): the contract's profileCompleteness over the profile's fields and
 * the number of videos the user posted, stored in profiles.completeness, which (with active_at)
 * ranks discovery. Recomputed after every profile save and video add or delete; a job fills the
 * rows that have none yet (profiles from before the score, the demo and bench seeds).
 */

/** The profile columns the items look at, and the user's video count. */
const factColumns = {
  role: profiles.role,
  completeness: profiles.completeness,
  profilePic: profiles.profilePic,
  Username: profiles.username,
  bio: profiles.bio,
  project: profiles.project,
  currentStage: profiles.currentStage,
  skills: profiles.skills,
  sectors: profiles.sectors,
  city: profiles.city,
  state: profiles.state,
  investorType: profiles.investorType,
  ticketMin: profiles.ticketMin,
  ticketMax: profiles.ticketMax,
  commitment: profiles.commitment,
  availability: profiles.availability,
  desiredRole: profiles.desiredRole,
  aboutMe: profiles.aboutMe,
  dreamProject: profiles.dreamProject,
};
type FactRow = CompletenessFacts & { role: Role; completeness: number | null };

/**
 * The user's video count, for a select from profiles. Spelled out: in a one-table select drizzle
 * leaves columns unqualified, and `user_id = user_id` inside the subquery would count every video.
 */
const videoCountOfProfile = sql<number>`(select count(*) from videos where videos.user_id = profiles.user_id)::int`;

/** How many videos the user has posted (one of completeness's facts). */
export async function countVideos(db: Database, userId: string): Promise<number> {
  const [row] = await prepared(db, 'completeness_video_count', (name) =>
    db
      .select({ count: count() })
      .from(videos)
      .where(eq(videos.userId, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId });
  return row?.count ?? 0;
}

/**
 * Recomputes the user's completeness from their profile and videos, stores it if it changed, and
 * answers it (undefined for a user without a profile).
 */
export async function refreshCompleteness(db: Database, userId: string): Promise<Completeness | undefined> {
  const [row] = (await prepared(db, 'completeness_facts', (name) =>
    db
      .select({ ...factColumns, videoCount: videoCountOfProfile })
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId })) as FactRow[];
  if (!row) return undefined;
  const completeness = profileCompleteness(row.role, row);
  if (completeness.score !== row.completeness) {
    await db.update(profiles).set({ completeness: completeness.score }).where(eq(profiles.userId, userId));
  }
  return completeness;
}

/**
 * The user did something others see (saved the profile, posted, signed in): discovery ranks them
 * by it. One UPDATE of one row (the rank trigger moves rank_at along).
 */
export async function touchActivity(db: Database, userId: string, now: Date): Promise<void> {
  await prepared(db, 'profiles_touch_activity', (name) =>
    db
      .update(profiles)
      .set({ activeAt: sql`${sql.placeholder('now')}::timestamptz` })
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId, now: now.toISOString() });
}

/** Profiles scored per run of the backfill job. */
export const COMPLETENESS_BATCH = 500;

/**
 * Scores up to `batch` profiles that have no completeness yet; answers how many it scored. The
 * rows are claimed (FOR UPDATE SKIP LOCKED), so two server processes never score the same rows.
 */
export async function fillMissingCompleteness(db: Database, batch = COMPLETENESS_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = (await tx
      .select({ userId: profiles.userId, ...factColumns, videoCount: videoCountOfProfile })
      .from(profiles)
      .where(isNull(profiles.completeness))
      .limit(batch)
      .for('update', { skipLocked: true })) as Array<FactRow & { userId: string }>;
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.userId);
    const scores = rows.map((row) => profileCompleteness(row.role, row).score);
    await tx.execute(sql`
      update ${profiles} set completeness = scored.score
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(scores)}::int[]) as scored(user_id, score)
      where ${profiles.userId} = scored.user_id`);
    return rows.length;
  });
}
