import { API_ERRORS, MAX_PAGE_SIZE } from '@ideaignite/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { badRequest } from './http-error.ts';
import { prepared } from './prepared.ts';

/**
 * Keyset cursors over (created_at, id), newest first: stable under inserts, no offsets.
 * `at` is created_at as the database wrote it, UTC text to the microsecond: a JS Date keeps only
 * milliseconds, and rows sharing the boundary row's millisecond would be skipped.
 */
export interface Cursor {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(key: Cursor): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !AT.test(at) || !UUID.test(id)) throw new Error();
    // Only what PostgreSQL can compare: a real calendar date (no 31 February) in years 1–9999.
    const date = new Date(at);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== at.slice(0, 19))
      throw new Error();
    if (date.getUTCFullYear() < 1) throw new Error();
    return { at, id };
  } catch {
    throw badRequest(API_ERRORS.invalidCursor);
  }
}

/** A timestamp column as the cursor's exact text (select it with the page's rows). */
export const cursorAt = (column: PgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The row-value condition that continues after the cursor. With an index on (…, created_at, id)
 * it bounds the index scan itself; the expanded `a < x or (a = x and …)` form only filters it.
 * Values come from the `cursorAt` and `cursorId` placeholders of a prepared statement.
 */
export const afterCursor = (createdAt: PgColumn | SQL, id: PgColumn | SQL): SQL =>
  sql`(${createdAt}, ${id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;

/**
 * Splits a page fetched with limit + 1 rows into the page and the next cursor. `more` overrides
 * "there was a row past the limit" for pages merged from several lists.
 */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor, more = rows.length > limit) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: more && last ? encodeCursor(keyOf(last)) : null };
}

export interface PageQuery {
  limit: number;
  cursor?: string;
}

interface PreparedList<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * The page sizes a list statement is written for (decision 052): the app's own (10, 12, 20, 30,
 * 50) and the largest the API takes. Another size fetches the next one up and keeps its own.
 */
const PAGE_SIZES = [10, 12, 20, 30, 50, MAX_PAGE_SIZE] as const;

/** How a page's statement fetches its rows. */
export interface PageFetch {
  /** The page's size rounded up to one of PAGE_SIZES, and one row more (is there a next page?). */
  rows: number;
  /** `rows` as the statement's LIMIT (limitOf). */
  limit: Placeholder;
}

/**
 * `rows` as a statement's LIMIT, a constant written into its text: drizzle writes an SQL chunk
 * given to `.limit()` as it is (typed as what `.limit()` takes).
 */
export const limitOf = (rows: number): Placeholder =>
  sql.raw(String(Math.trunc(rows))) as unknown as Placeholder;

/**
 * The fetch for a page of `pageSize` rows. The LIMIT is a constant, not a parameter: with
 * `limit $n` the planner prices a generic plan for a tenth of the table, so PostgreSQL judged
 * every list's generic plan dearer than a custom one and planned the statement again on every
 * execution (half its CPU: a feed page 0.93 → 0.45 ms at 10,000 and at 1M videos). With the
 * number in the text the generic plan prices the page it fetches and is kept after five runs.
 */
export function pageFetch(pageSize: number): PageFetch {
  const size = PAGE_SIZES.find((candidate) => candidate >= pageSize) ?? pageSize;
  const rows = size + 1;
  return { rows, limit: limitOf(rows) };
}

/**
 * One keyset-paged list as prepared statements: the first page and the pages after a cursor, for
 * each of PAGE_SIZES. `build` gets the cursor condition to AND into its innermost WHERE
 * (undefined for the first page) and the LIMIT to put on it; `keyOf` gives a row's cursor.
 */
export function keysetList<Row, Params extends Record<string, unknown>>(
  name: string,
  build: (
    db: Database,
    after: ((createdAt: PgColumn | SQL, id: PgColumn | SQL) => SQL) | undefined,
    limit: Placeholder,
  ) => { prepare(name: string): PreparedList<Row> },
  keyOf: (row: Row) => Cursor,
) {
  return async (db: Database, query: PageQuery, params: Params) => {
    const cursor = decodeCursor(query.cursor);
    const fetch = pageFetch(query.limit);
    const statement = cursor
      ? prepared(db, `${name}_after_${fetch.rows}`, (n) => build(db, afterCursor, fetch.limit).prepare(n))
      : prepared(db, `${name}_first_${fetch.rows}`, (n) => build(db, undefined, fetch.limit).prepare(n));
    const rows = await statement.execute({
      ...params,
      ...(cursor ? { cursorAt: cursor.at, cursorId: cursor.id } : {}),
    });
    return pageOf(rows, query.limit, keyOf);
  };
}
