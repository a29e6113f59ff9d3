import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A named prepared statement, built once per database handle. On PostgreSQL each pooled
 * connection parses and plans it once and then only binds values; PGlite runs the same text.
 */
export function prepared<T>(db: Database, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect();

/**
 * A named prepared statement from hand-written SQL (CTEs drizzle's builders cannot express).
 * Values come from `sql.placeholder(name)`; rows come back as the driver returns them.
 */
export function preparedSql<Row>(db: Database, name: string, query: () => SQL) {
  const statement = prepared(db, name, (n) =>
    db._.session.prepareQuery(dialect.sqlToQuery(query()), undefined, n, false),
  );
  return {
    async execute(values: Record<string, unknown>): Promise<Row[]> {
      return ((await statement.execute(values)) as { rows: Row[] }).rows;
    },
  };
}
