import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runOperatorCommand } from './modules/moderation/index.ts';

/**
 * The operator's command for moderators (issue 24): `node apps/server/dist/admin.js grant EMAIL`,
 * `revoke EMAIL` or `list`, on the server's database (DATABASE_URL, or the embedded one in
 * DATA_DIR: stop the server first, the embedded database takes one process at a time).
 */
async function admin() {
  const config = loadConfig(process.env, []);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const answer = await runOperatorCommand(
      { db: database.db, adminEmails: new Set(config.adminEmails) },
      process.argv.slice(2),
    );
    for (const line of answer.lines) (answer.code === 0 ? console.log : console.error)(line);
    process.exitCode = answer.code;
  } finally {
    await database.close();
  }
}

admin().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
