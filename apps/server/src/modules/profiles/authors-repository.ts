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
  // One prepared statement whatever the number of ids (an array parameter, not an IN list).
  return (await prepared(db, 'authors_by_ids', (name) =>
    db
      .select({ user: publicAccountColumns, profile: publicProfileColumns })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name),
  ).execute({ ids })) as AuthorRow[];
}

/**
 * What a card shows of the given users, in one query (decision 041): for embedding as
 * uploadedBy / commentedBy.
 */
export async function findCardAuthors(db: Database, ids: string[]): Promise<CardAuthorRow[]> {
  return (await prepared(db, 'card_authors_by_ids', (name) =>
    db
      .select({ user: cardAccountColumns, profile: cardProfileColumns })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name),
  ).execute({ ids })) as CardAuthorRow[];
}
