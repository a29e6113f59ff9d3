import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows a raw statement (`db.execute`) answers, typed: both drivers answer `{ rows }`. */
export const rowsOf = async <Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
