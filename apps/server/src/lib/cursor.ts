import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './http-error.ts';

/** Keyset cursors over (created_at, id), newest first: stable under inserts, no offsets. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(createdAt));
    // Only what the database can compare: a real UUID and a year PostgreSQL's timestamps hold.
    const year = date.getUTCFullYear();
    if (typeof id !== 'string' || !UUID.test(id) || Number.isNaN(year) || year < 1 || year > 9999)
      throw new Error();
    return { createdAt: date, id };
  } catch {
    throw badRequest('The cursor is invalid: use the nextCursor of a previous page.');
  }
}

/** The WHERE clause that continues after the cursor. */
export function afterCursor(cursor: Cursor | undefined, createdAt: PgColumn, id: PgColumn): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

/** Splits a page fetched with limit + 1 rows into the page and the next cursor. */
export function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
