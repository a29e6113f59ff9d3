import type { Database } from '../../db/client.ts';
import { type Notification, notifications } from '../../db/schema.ts';

export interface NewNotification {
  userId: string;
  type: string;
  message: string;
  actorId?: string | null;
  entityId?: string | null;
}

/** Stores a notification for its recipient (pushed live once the real-time layer is there). */
export async function createNotification(db: Database, input: NewNotification): Promise<Notification> {
  const [row] = await db.insert(notifications).values(input).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}
