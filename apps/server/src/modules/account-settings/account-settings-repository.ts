import type {
  DataSaverChoice,
  DigestChoice,
  NotificationChannels,
  NotificationKind,
  Visibility,
  WhoCanMessage,
} from '@ideaignite/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const settingsColumns = {
  notificationChannels: users.notificationChannels,
  digest: users.digest,
  phoneVisibility: users.phoneVisibility,
  emailVisibility: users.emailVisibility,
  discoverable: users.discoverable,
  whoCanMessage: users.whoCanMessage,
  readReceipts: users.readReceipts,
  publicPosts: users.publicPosts,
  publicProfile: users.publicProfile,
  publicIndexable: users.publicIndexable,
  dataSaver: users.dataSaver,
  pushHidesText: users.pushHidesText,
};

export type SettingsRow = {
  notificationChannels: Partial<Record<NotificationKind, NotificationChannels>>;
  digest: DigestChoice;
  phoneVisibility: Visibility;
  emailVisibility: Visibility;
  discoverable: boolean;
  whoCanMessage: WhoCanMessage;
  readReceipts: boolean;
  publicPosts: boolean;
  publicProfile: boolean;
  publicIndexable: boolean;
  dataSaver: DataSaverChoice;
  pushHidesText: boolean;
};

export async function findSettings(db: Database, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select(settingsColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * Saves the settings in one statement. Turning the digest on starts its clock now (the first
 * digest covers what arrives from now on, at the next morning's slot); turning it off or keeping
 * it leaves `digest_sent_at` as it is.
 */
export async function saveSettings(db: Database, userId: string, values: Partial<SettingsRow>, now: Date) {
  const [row] = await db
    .update(users)
    .set({
      ...values,
      ...(values.digest === 'daily'
        ? {
            digestSentAt: sql`case when ${users.digest} = 'off' then ${now.toISOString()}::timestamptz else ${users.digestSentAt} end`,
          }
        : {}),
    })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  return row;
}
