import type { SQL } from 'drizzle-orm';
import { isForeignKeyViolation } from '../lib/db-errors.ts';
import { preparedSql } from '../lib/prepared.ts';
import type { BlockDirection } from '../modules/blocks/index.ts';
import type { Database } from './client.ts';

/** The row a like or unlike statement answers, whatever the post it counts on. */
interface LikeRow {
  owner_id: string;
  title: string;
  likes: number;
  changed: boolean;
  actor_name: string | null;
  block: BlockDirection;
}

/**
 * Runs a like or unlike statement (prepared once per database as `name`) and answers the post's
 * owner, title and count, whether a row was really added or removed, the liker's name and the
 * block between them. Undefined when there is no such shown post (for a like, the foreign key
 * refuses the row). Videos and posts (blogs and talks) write their own statement and share this.
 */
export async function runLikeStatement(
  db: Database,
  name: string,
  statement: () => SQL,
  values: Record<string, unknown>,
) {
  try {
    const [row] = await preparedSql<LikeRow>(db, name, statement).execute(values);
    return (
      row && {
        ownerId: row.owner_id,
        title: row.title,
        likes: Number(row.likes),
        changed: Boolean(row.changed),
        actorName: row.actor_name,
        block: row.block ?? null,
      }
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}
