/**
 * Child entry: the raw-pg baseline. A bare Fastify (no plugins, no auth) with a raw `pg` pool
 * that, for each path, sends PostgreSQL exactly the statements the real server sent for the same
 * request: the SQL text, statement name and parameters captured from the running server
 * (lib/sql-capture.ts), in the same waves (statements the server had in flight together are
 * sent together). It then answers the bytes the real server answered, written per request with
 * JSON.stringify of the parsed body, so it pays for a serialisation of the same size. What it
 * does not do is turn rows into that object: that mapping, authentication and routing plugins
 * are what the ratio against it measures.
 *
 * Env: BENCH_DATABASE_URL; BENCH_RAW_CASES = a JSON file of { path: { waves, body } };
 * BENCH_POOL_SIZE (the pool's size: scale.ts gives both servers the same, the server's default). On its first request for each path it checks
 * every statement returned as many rows as it did for the real server, and fails loudly if not.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { runChild, serveFastify } from '../lib/child-runtime.ts';
import type { CapturedStatement } from '../lib/sql-capture.ts';

export interface RawCase {
  waves: CapturedStatement[][];
  body: string;
}

async function main() {
  const cases = JSON.parse(readFileSync(process.env.BENCH_RAW_CASES ?? '', 'utf8')) as Record<
    string,
    RawCase
  >;
  const pool = new pg.Pool({
    connectionString: process.env.BENCH_DATABASE_URL,
    max: Number(process.env.BENCH_POOL_SIZE ?? 10),
  });
  pool.on('error', () => undefined);
  const app = Fastify({ logger: false });

  for (const [url, { waves, body }] of Object.entries(cases)) {
    const answer: unknown = JSON.parse(body);
    let checked = false;
    app.get(url, async (_request, reply) => {
      for (const wave of waves) {
        const results = await Promise.all(
          wave.map((statement) =>
            pool.query({
              text: statement.text,
              values: statement.values,
              ...(statement.name ? { name: statement.name } : {}),
              ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
            }),
          ),
        );
        if (!checked) {
          results.forEach((result, index) => {
            const expected = wave[index]?.rowCount;
            if (result.rows.length !== expected) {
              throw new Error(
                `${url}: a replayed statement returned ${result.rows.length} rows, not ${expected}`,
              );
            }
          });
        }
      }
      checked = true;
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    });
  }
  await serveFastify(app, () => pool.end());
}

runChild(main);
