import {
  type Locale,
  type NotificationChannels,
  type NotificationKind,
  notificationChannels,
} from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface Recipient {
  email: string;
  locale: Locale;
  channels: Record<NotificationKind, NotificationChannels>;
}

/** The recipient's address, language and channels; undefined when they are gone or erased. */
export async function findRecipient(db: Database, userId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      locale: users.locale,
      channels: users.notificationChannels,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.deletedAt) return undefined;
  return { email: row.email, locale: row.locale, channels: notificationChannels(row.channels) };
}
