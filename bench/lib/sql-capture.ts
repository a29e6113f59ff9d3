/**
 * Records every statement the real server sends to PostgreSQL while a capture is on, at the
 * lowest level the server uses: node-postgres' Client#query (Drizzle, the pool and prepared
 * statements all go through it). Each entry is the SQL text, the statement name when it is a
 * named prepared statement, the parameters exactly as node-postgres writes them on the wire
 * (its own prepareValue), the row mode, the number of rows, and when it was sent and answered,
 * so a replay can issue the same statements with the same concurrency (api/raw-pg-server.ts).
 */
import pg from 'pg';
// The function node-postgres itself uses to turn a parameter into the text it sends.
import pgUtils from 'pg/lib/utils.js';

export interface CapturedStatement {
  text: string;
  name?: string;
  values: (string | null)[];
  rowMode?: 'array';
  rowCount: number;
  /** ms since the capture started: sent, answered. */
  sentAt: number;
  answeredAt: number;
}

type QueryConfig = { text: string; name?: string; values?: unknown[]; rowMode?: string; submit?: unknown };

let recording: CapturedStatement[] | undefined;
let origin = 0;

const toWire = (value: unknown): string | null => {
  const prepared = pgUtils.prepareValue(value);
  if (prepared === null || prepared === undefined) return null;
  if (typeof prepared !== 'string') throw new Error('sql-capture: binary parameters are not supported');
  return prepared;
};

/** Wraps Client#query once; statements are recorded only between start and stop. */
export function installSqlCapture() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function capturedQuery(this: unknown, config: unknown, values?: unknown, callback?: unknown) {
    const list = recording;
    const isSubmittable = typeof (config as QueryConfig | null)?.submit === 'function';
    if (!list || isSubmittable || config === null || config === undefined) {
      return original.call(this, config, values, callback);
    }
    const query: QueryConfig = typeof config === 'string' ? { text: config } : (config as QueryConfig);
    const params = Array.isArray(values) ? values : (query.values ?? []);
    const entry: CapturedStatement = {
      text: query.text,
      ...(query.name ? { name: query.name } : {}),
      values: params.map(toWire),
      ...(query.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      rowCount: -1,
      sentAt: performance.now() - origin,
      answeredAt: -1,
    };
    list.push(entry);
    const done = (result: unknown) => {
      entry.answeredAt = performance.now() - origin;
      const rows = (result as { rows?: unknown[] } | undefined)?.rows;
      entry.rowCount = Array.isArray(rows) ? rows.length : 0;
    };
    const cb = typeof values === 'function' ? values : callback;
    if (typeof cb === 'function') {
      const wrapped = (error: unknown, result: unknown) => {
        if (!error) done(result);
        return (cb as (e: unknown, r: unknown) => unknown)(error, result);
      };
      return typeof values === 'function'
        ? original.call(this, config, wrapped)
        : original.call(this, config, values, wrapped);
    }
    const result = original.call(this, config, values, callback) as Promise<unknown>;
    return result.then((value) => {
      done(value);
      return value;
    });
  };
}

export function startSqlCapture() {
  recording = [];
  origin = performance.now();
}

export function stopSqlCapture(): CapturedStatement[] {
  const list = recording ?? [];
  recording = undefined;
  return list;
}

/**
 * Groups statements into waves a replay runs one after the other, the statements of a wave at
 * once: a statement joins the current wave when it was sent before every statement of that wave
 * was answered (the server had them in flight together, as with Promise.all).
 */
export function toWaves(statements: readonly CapturedStatement[]): CapturedStatement[][] {
  const waves: CapturedStatement[][] = [];
  let waveEnd = -1;
  for (const statement of [...statements].sort((a, b) => a.sentAt - b.sentAt)) {
    const current = waves.at(-1);
    if (current && statement.sentAt < waveEnd) {
      current.push(statement);
      waveEnd = Math.max(waveEnd, statement.answeredAt);
    } else {
      waves.push([statement]);
      waveEnd = statement.answeredAt;
    }
  }
  return waves;
}
