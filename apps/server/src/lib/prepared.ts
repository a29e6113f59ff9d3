import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
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
    statement = withRowMapper(build(name));
    byName.set(name, statement);
  }
  return statement;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface SelectedField {
  path: string[];
  field: unknown;
}
/** The parts of drizzle's prepared select (NodePgPreparedQuery) that map its rows. */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * A prepared select maps each row with a row mapper built here once, instead of drizzle's
 * mapResultRow, which works out every column's decoder again for every row (prototype walks in
 * `is()`: ~15% of a feed request's CPU in a profile). Same result: nested objects by path,
 * decoded values, and a left-joined table whose columns are all null becomes null.
 */
function withRowMapper<T>(statement: T): T {
  const select = statement as PreparedSelect;
  if (!Array.isArray(select.fields) || select.customResultMapper) return statement;
  select.customResultMapper = rowMapper(select.fields, select.joinsNotNullableMap);
  return statement;
}

function rowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const columns = fields.map(({ path, field }) => {
    const column = is(field, Column) ? field : undefined;
    const decoder: Decoder = column
      ? column
      : is(field, SQL)
        ? (field as unknown as { decoder: Decoder }).decoder
        : is(field, Subquery)
          ? ((field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder as Decoder)
          : (field as { sql: { decoder: Decoder } }).sql.decoder;
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1]!,
      decoder,
      // A joined table's column: its table is nulled when every one of its columns is null.
      table: joinsNotNullableMap && column && path.length === 2 ? getTableName(column.table) : undefined,
    };
  });
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    let nullify: Record<string, string | false> | undefined;
    for (let index = 0; index < columns.length; index += 1) {
      const { parents, key, decoder, table } = columns[index]!;
      let node = result;
      for (const parent of parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[key] = value;
      if (table !== undefined) {
        nullify ??= {};
        const objectName = parents[0]!;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== table)
          nullify[objectName] = false;
      }
    }
    if (nullify) {
      for (const [objectName, table] of Object.entries(nullify)) {
        if (typeof table === 'string' && !joinsNotNullableMap?.[table]) result[objectName] = null;
      }
    }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
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
