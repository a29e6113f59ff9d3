import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

/** Every notification stored for `userId`, oldest first: who was told what, as tests check it. */
export const notificationsOf = (db: Database, userId: string) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
