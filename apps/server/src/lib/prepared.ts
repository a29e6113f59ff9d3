import { createHash } from 'node:crypto';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

const statements = new WeakMap<object, Map<string, unknown>>();

/** PostgreSQL's longest identifier, in bytes: a longer statement name is cut to it. */
const MAX_NAME_BYTES = 63;

/**
 * The name PostgreSQL is given for a statement: the name itself when it fits, else its start and
 * a hash of the whole. A name cut silently would make two statements one (a list filtered by
 * every filter and searched, `…_first` and `…_after`, cut alike: the second page answered 500).
 */
export function statementName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  return `${name.slice(0, 40)}_${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
}

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
    statement = withRowMapper(build(statementName(name)));
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

type Tree = Map<string, Tree | number>;

/**
 * Compiles the mapping of one statement's rows into a function with one object literal per
 * nesting level (`{ video: { id: …, title: … }, author: { … } }`): objects of a fixed shape,
 * built without looping over columns, as fast-json-stringify does for the other direction.
 */
function rowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const decoders: Decoder[] = [];
  const tree: Tree = new Map();
  /** Per top-level object of a joined table: drizzle's rule for turning it into null. */
  const nullable = new Map<string, { first: number; table: string } | false>();
  fields.forEach(({ path, field }, index) => {
    const column = is(field, Column) ? field : undefined;
    decoders.push(
      column
        ? column
        : is(field, SQL)
          ? (field as unknown as { decoder: Decoder }).decoder
          : is(field, Subquery)
            ? (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder
            : (field as { sql: { decoder: Decoder } }).sql.decoder,
    );
    let node = tree;
    for (const parent of path.slice(0, -1)) {
      let child = node.get(parent);
      if (!(child instanceof Map)) {
        child = new Map();
        node.set(parent, child);
      }
      node = child;
    }
    node.set(path[path.length - 1]!, index);
    // As mapResultRow: a left-joined object is null when the first of its columns is null and
    // every one of its columns comes from that same table.
    if (joinsNotNullableMap && column && path.length === 2) {
      const objectName = path[0]!;
      const table = getTableName(column.table);
      const seen = nullable.get(objectName);
      if (seen === undefined) nullable.set(objectName, { first: index, table });
      else if (seen && seen.table !== table) nullable.set(objectName, false);
    }
  });
  const literal = (node: Tree): string =>
    `{${[...node]
      .map(
        ([key, value]) =>
          `${JSON.stringify(key)}: ${
            typeof value === 'number'
              ? `(r[${value}] === null ? null : d[${value}].mapFromDriverValue(r[${value}]))`
              : literal(value)
          }`,
      )
      .join(', ')}}`;
  const nulling = [...nullable]
    .flatMap(([objectName, rule]) =>
      rule && !joinsNotNullableMap?.[rule.table]
        ? [`if (r[${rule.first}] === null) o[${JSON.stringify(objectName)}] = null;`]
        : [],
    )
    .join('\n');
  const mapRow = new Function(
    'd',
    `return function mapRow(r) { const o = ${literal(tree)};\n${nulling}\nreturn o; };`,
  )(decoders) as (row: unknown[]) => Record<string, unknown>;
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
