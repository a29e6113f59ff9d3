import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { keepRequestGarbageYoung } from './lib/garbage-collector.ts';
import { startProgramRunner } from './media/run-program.ts';
import { grantListedModerators } from './modules/moderation/index.ts';

async function main() {
  keepRequestGarbageYoung();
  const config = loadConfig();
  // ffmpeg and ffprobe are started by a small process forked now, while the server is small: a
  // spawn from the server itself would hold its main thread for tens of milliseconds.
  startProgramRunner();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
    {
      size: config.databasePoolSize,
      waitMs: config.databasePoolWaitMs,
      queryTimeoutMs: config.databaseQueryTimeoutMs,
    },
  );
  const pretty = config.env !== 'production' && process.stdout.isTTY;
  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      ...(pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
  });
  if (config.demoData) {
    const assetsDir = path.join(REPO_ROOT, 'apps/web/public');
    if (await seedDemoData(database.db, { storage: app.storage, assetsDir })) {
      app.log.info('seeded demo data (see the README for the demo accounts)');
    }
  }
  // Verified accounts whose address ADMIN_EMAILS names (now or since the last start) moderate.
  const granted = await grantListedModerators(app.container);
  if (granted > 0) app.log.info({ granted }, 'moderators granted from ADMIN_EMAILS');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Queued mail, exports, digests and erasures: in every server process (each claims its work).
  app.container.scheduler.start();
  app.log.info(
    `IdeaIgnite is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
