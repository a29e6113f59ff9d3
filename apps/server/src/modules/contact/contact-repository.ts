import type { ContactInput } from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function insertContactMessage(db: Database, input: ContactInput, userId: string | null) {
  await db.insert(contactMessages).values({ ...input, userId });
}
