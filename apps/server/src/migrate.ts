import pg from 'pg';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/** Any fixed number, the same in every node: the advisory lock that serialises migrations. */
const MIGRATIONS_LOCK = 7_412_305_118;

/**
 * Applies the committed migrations to DATABASE_URL, then exits: the deploy's migration step (a
 * Compose one-shot service, a Kubernetes init container). Nodes started at once on a new database
 * would each run the migrator and all but one fail (`CREATE SCHEMA IF NOT EXISTS "drizzle"` races);
 * under the lock concurrent runs wait for each other, and a run that finds everything applied is a
 * no-op, so every pod may run it.
 */
async function migrate() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL is required to run the migrations.');
  const lock = new pg.Client({ connectionString: config.databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    const database = await openDatabase({ url: config.databaseUrl });
    await database.close();
  } finally {
    await lock.end(); // ending the session releases the lock
  }
  console.log('migrations applied');
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
