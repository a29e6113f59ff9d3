import type { CofounderPreferences } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cofounderPreferences, profiles } from '../../db/schema.ts';

export type PreferencesRow = typeof cofounderPreferences.$inferSelect;

/** My saved preferences, if any. */
export async function findPreferences(db: Database, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(cofounderPreferences).where(eq(cofounderPreferences.userId, userId));
  return row;
}

/** What a first draft of my preferences is made from: my profile's matching fields. */
export async function findProfileForPreferences(db: Database, userId: string) {
  const [row] = await db
    .select({
      skills: profiles.skills,
      commitment: profiles.commitment,
      availability: profiles.availability,
      sectors: profiles.sectors,
      state: profiles.state,
      city: profiles.city,
      currentStage: profiles.currentStage,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** Saves my preferences (a first save or a change), stamping when. */
export async function upsertPreferences(
  db: Database,
  userId: string,
  values: CofounderPreferences,
  now: Date,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(cofounderPreferences)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: cofounderPreferences.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('preferences upsert returned nothing');
  return row;
}
