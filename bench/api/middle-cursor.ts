import type pg from 'pg';

/**
 * The cursor that makes the server answer the page after the middle row of a list, in the
 * server's own cursor format, learned from the nextCursor of the list's first page rather than
 * written down here: the cursor is base64url JSON holding the boundary row's id and its
 * created_at; which text the timestamp uses (milliseconds or the database's microseconds) is
 * found by comparing it with that row read from the database. Following nextCursor for 500,000
 * rows would take 25,000 requests.
 *
 * `middleRowSql` selects `id` and `created_at` of the middle row (no parameters).
 */
export async function middleCursor(client: pg.Client, firstCursor: string, middleRowSql: string) {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(firstCursor, 'base64url').toString('utf8'));
  } catch {
    throw new Error(
      `the server's cursor ${firstCursor} is not base64url JSON: teach bench/api/middle-cursor.ts its format`,
    );
  }
  const leaves: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') leaves.push(value);
    else if (value && typeof value === 'object') for (const child of Object.values(value)) collect(child);
  };
  collect(decoded);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const id = leaves.find((leaf) => uuid.test(leaf));
  const at = leaves.find((leaf) => leaf !== id && !Number.isNaN(Date.parse(leaf)));
  if (!id || !at) throw new Error(`no id and timestamp in the cursor ${JSON.stringify(decoded)}`);

  const formats = (column: string) => `
    to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as us,
    to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ms`;
  const boundary = await client.query<{ us: string; ms: string }>(
    `select ${formats('created_at')} from (
       select created_at from videos where id = $1 union all select created_at from blogs where id = $1
     ) as row`,
    [id],
  );
  const known = boundary.rows[0];
  const format = known?.us === at ? 'us' : known?.ms === at ? 'ms' : undefined;
  if (!format) throw new Error(`the cursor's timestamp ${at} is neither text of the row's created_at`);

  const middle = await client.query<{ id: string; us: string; ms: string }>(
    `select id, ${formats('created_at')} from (${middleRowSql}) as middle`,
  );
  const row = middle.rows[0];
  if (!row) throw new Error('the list has no middle row');
  const replace = (value: unknown): unknown => {
    if (value === id) return row.id;
    if (value === at) return row[format];
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, replace(child)]));
    return value;
  };
  return Buffer.from(JSON.stringify(replace(decoded))).toString('base64url');
}
