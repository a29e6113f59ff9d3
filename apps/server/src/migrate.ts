import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/**
 * Applies the committed migrations to DATABASE_URL, then exits: the deploy's migration step (a
 * Compose one-shot service, a Kubernetes init container). Nodes started at once on a new database
 * would each run the migrator and all but one fail (`CREATE SCHEMA IF NOT EXISTS "drizzle"` races);
 * `openDatabase` migrates under the advisory lock MIGRATIONS_LOCK (db/client.ts), which servers
 * starting take too, so concurrent runs wait for each other, and a run that finds everything
 * applied is a no-op, so every pod may run it.
 */
async function migrate() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL is required to run the migrations.');
  const database = await openDatabase({ url: config.databaseUrl });
  await database.close();
  console.log('migrations applied');
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
