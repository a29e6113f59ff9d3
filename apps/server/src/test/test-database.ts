import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { testDatabaseAdminUrl } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { PoolOptions } from '../db/pool-options.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The database's URL on the PostgreSQL server; undefined for PGlite. */
  url: string | undefined;
  /** Closes the connection and opens the same database again, as a server restart would. */
  reopen(): Promise<TestDatabase>;
}

/** Runs one statement on the PostgreSQL server as TEST_DATABASE_URL's user (create, drop database). */
export async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/**
 * A migrated PGlite data dir to copy for each test file: creating one (initdb in WASM, then the
 * migrations) costs seconds, copying it a fraction of that. Kept in the temp dir under a name
 * that changes with the migrations and the PGlite version; the first process to build it wins.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  // The package's own manifest is not exported; it sits one level above its entry (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '../package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const template = path.join(tmpdir(), `ideaignite-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = mkdtempSync(`${template}-building-`);
  const handle = await openDatabase({ dataDir: building });
  await handle.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another test process finished first
  }
  return template;
}

/**
 * A fresh, migrated database for one test file: PGlite in a temp dir by default, or a new
 * database on the PostgreSQL server the test runner started (TEST_DATABASE_URL).
 */
export async function createTestDatabase(pool: PoolOptions = {}): Promise<TestDatabase> {
  const adminUrl = testDatabaseAdminUrl();
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ideaignite-pglite-'));
    cpSync(await pgliteTemplate(), dir, { recursive: true });
    const open = async (): Promise<TestDatabase> => {
      const handle = await openDatabase({ dataDir: dir }, pool);
      return {
        ...handle,
        url: undefined,
        reopen: async () => {
          await handle.close();
          return open();
        },
        close: async () => {
          await handle.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    };
    return open();
  }
  const name = `ideaignite_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = async (): Promise<TestDatabase> => {
    const handle = await openDatabase({ url: url.toString() }, pool);
    return {
      ...handle,
      url: url.toString(),
      reopen: async () => {
        await handle.close();
        return open();
      },
      close: async () => {
        await handle.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  };
  return open();
}

export const databaseLabel = () => (testDatabaseAdminUrl() ? 'PostgreSQL' : 'PGlite');

/**
 * An empty database of its own on the test PostgreSQL server for one suite (tests that open their
 * own pool): created in `beforeAll`, dropped in `afterAll`. `url()` is its address once created.
 */
export function emptyPostgresDatabase(adminUrl: string, prefix: string): { url: () => string } {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  let url = '';
  beforeAll(async () => {
    await adminQuery(adminUrl, `create database ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(() => adminQuery(adminUrl, `drop database if exists ${name} with (force)`));
  return { url: () => url };
}
