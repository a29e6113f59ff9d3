/**
 * The talks' own statement: storing a talk, a row of `blogs` with kind `talk` whose title is its
 * text. Reading, editing and deleting talks are blogs' (the same rows and rules), through its
 * front door.
 */
import type { Database } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';

/** Stores a talk; answers the row. */
export async function insertTalk(db: Database, talk: { userId: string; title: string }) {
  const [row] = await db
    .insert(blogs)
    .values({ userId: talk.userId, kind: 'talk', title: talk.title })
    .returning();
  if (!row) throw new Error('talk insert returned nothing');
  return row;
}
