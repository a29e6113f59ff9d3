import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { prepared } from '../../lib/prepared.ts';
import {
  type AuthorRow,
  type CardAuthorRow,
  cardAccountColumns,
  cardProfileColumns,
  publicAccountColumns,
  publicProfileColumns,
} from './query-parts.ts';

/** The public columns of the given users in one query (full profiles: a connection's list). */
export async function findAuthors(db: Database, ids: string[]): Promise<AuthorRow[]> {
  const columns = { user: publicAccountColumns, profile: publicProfileColumns };
  return (await usersByIds(db, 'authors_by_ids', columns, ids)) as AuthorRow[];
}

/**
 * What a card shows of the given users, in one query (decision 041): for embedding as
 * uploadedBy / commentedBy.
 */
export async function findCardAuthors(db: Database, ids: string[]): Promise<CardAuthorRow[]> {
  const columns = { user: cardAccountColumns, profile: cardProfileColumns };
  return (await usersByIds(db, 'card_authors_by_ids', columns, ids)) as CardAuthorRow[];
}

type AuthorColumns =
  | { user: typeof publicAccountColumns; profile: typeof publicProfileColumns }
  | { user: typeof cardAccountColumns; profile: typeof cardProfileColumns };

/** `columns` of the given users and their profiles: one prepared statement per column set, whatever the number of ids (an array parameter, not an IN list). */
function usersByIds(db: Database, statement: string, columns: AuthorColumns, ids: string[]) {
  return prepared(db, statement, (name) =>
    db
      .select(columns)
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name),
  ).execute({ ids });
}
