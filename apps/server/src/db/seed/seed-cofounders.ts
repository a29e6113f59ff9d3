/**
 * The demo's co-founder matching (issue 26): preferences for the demo co-founders and two Hustlers
 * looking for one, and a pending invite for the demo co-founder. Inserted inside the seed's
 * transaction (seed-demo.ts), its dates counted from the seed's `now`.
 */
import { DEFAULT_WEIGHTS } from '@ideaignite/contract';
import type { Database } from '../client.ts';
import { cofounderInvites, cofounderPreferences } from '../schema.ts';
import {
  DEMO_COFOUNDER_INVITES,
  DEMO_COFOUNDER_PREFERENCES,
} from './content/people/cofounder-preferences.ts';
import { DEMO_MATCHING } from './content/people/matching.ts';

const HOUR = 60 * 60 * 1000;

export async function seedDemoCofounders(
  tx: Pick<Database, 'insert'>,
  { now, id }: { now: number; id: (key: string) => string },
) {
  const entries = Object.entries(DEMO_COFOUNDER_PREFERENCES);
  await tx.insert(cofounderPreferences).values(
    entries.map(([key, preferences], index) => {
      const place = DEMO_MATCHING[key];
      const at = new Date(now - (index + 2) * HOUR);
      return {
        userId: id(key),
        looking: true,
        skillsOffered: preferences.skillsOffered,
        skillsWanted: preferences.skillsWanted,
        commitment: place?.commitment ?? null,
        sectors: place?.sectors ?? [],
        stage: preferences.stage ?? null,
        state: place?.state ?? null,
        city: place?.city ?? null,
        remote: preferences.remote ?? false,
        availability: preferences.availability ?? null,
        weights: { ...DEFAULT_WEIGHTS, ...preferences.weights },
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await tx.insert(cofounderInvites).values(
    DEMO_COFOUNDER_INVITES.map((invite) => ({
      fromId: id(invite.fromKey),
      toId: id(invite.toKey),
      note: invite.note,
      createdAt: new Date(now - HOUR),
    })),
  );
}
