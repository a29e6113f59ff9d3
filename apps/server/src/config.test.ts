import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const made: string[] = [];
const dir = () => {
  const created = mkdtempSync(path.join(tmpdir(), 'ideaignite-config-'));
  made.push(created);
  return created;
};
afterAll(() => {
  for (const created of made) rmSync(created, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database with demo data', () => {
    const config = loadConfig({ DATA_DIR: dir() }, []);
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, demoData: true });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads PORT, HOST, DATA_DIR and DEMO_DATA, and --no-demo wins', () => {
    const dataDir = dir();
    const config = loadConfig({ PORT: '4000', HOST: '0.0.0.0', DATA_DIR: dataDir, DEMO_DATA: '0' }, []);
    expect(config).toMatchObject({ port: 4000, host: '0.0.0.0', dataDir, demoData: false });
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '1' }, ['--no-demo']).demoData).toBe(false);
  });

  it('keeps demo data off against an external database unless asked', () => {
    const base = { DATA_DIR: dir(), DATABASE_URL: 'postgres://u@127.0.0.1/db' };
    expect(loadConfig(base, []).demoData).toBe(false);
    expect(loadConfig({ ...base, DEMO_DATA: 'true' }, []).demoData).toBe(true);
  });

  it('names moderators by ADMIN_EMAILS, lower-cased; the demo moderator by default with demo data only', () => {
    const dataDir = dir();
    expect(loadConfig({ DATA_DIR: dataDir }, []).adminEmails).toEqual(['moderator@demo.ideaignite.in']);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0' }, []).adminEmails).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir }, ['--no-demo']).adminEmails).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@127.0.0.1/db' }, []).adminEmails,
    ).toEqual([]);
    // Named moderators replace the demo one; set but empty, there are none.
    expect(
      loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ' Asha@Example.in, ravi@example.in ' }, []).adminEmails,
    ).toEqual(['asha@example.in', 'ravi@example.in']);
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: '' }, []).adminEmails).toEqual([]);
  });

  it('takes a PostgreSQL query unanswered for 4 s for a dead connection unless DATABASE_QUERY_TIMEOUT_MS says otherwise', () => {
    const dataDir = dir();
    expect(loadConfig({ DATA_DIR: dataDir }, []).databaseQueryTimeoutMs).toBe(4_000);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_QUERY_TIMEOUT_MS: '30000' }, []).databaseQueryTimeoutMs,
    ).toBe(30_000);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_QUERY_TIMEOUT_MS: '10' }, [])).toThrow(ConfigError);
  });

  it('runs periodic jobs every minute unless JOBS_TICK_MS says otherwise, never faster than 100 ms', () => {
    const dataDir = dir();
    expect(loadConfig({ DATA_DIR: dataDir }, []).jobsTickMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dataDir, JOBS_TICK_MS: '500' }, []).jobsTickMs).toBe(500);
    expect(() => loadConfig({ DATA_DIR: dataDir, JOBS_TICK_MS: '50' }, [])).toThrow(ConfigError);
  });

  it('renders pages for a current service worker below half load unless PAGE_RENDER_BUSY_ABOVE says otherwise', () => {
    const dataDir = dir();
    expect(loadConfig({ DATA_DIR: dataDir }, []).pageRenderBusyAbove).toBe(0.5);
    expect(loadConfig({ DATA_DIR: dataDir, PAGE_RENDER_BUSY_ABOVE: '0' }, []).pageRenderBusyAbove).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, PAGE_RENDER_BUSY_ABOVE: '1.5' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PAGE_RENDER_BUSY_ABOVE: 'busy' }, [])).toThrow(ConfigError);
  });

  it('reads CLOCK_OFFSET_FILE, and has none by default', () => {
    const dataDir = dir();
    expect(loadConfig({ DATA_DIR: dataDir }, []).clockOffsetFile).toBeUndefined();
    const file = path.join(dataDir, 'clock-offset');
    expect(loadConfig({ DATA_DIR: dataDir, CLOCK_OFFSET_FILE: file }, []).clockOffsetFile).toBe(file);
  });

  it('generates a JWT secret once and keeps it across restarts', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }, []).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }, []).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ ADMIN_EMAILS: 'moderator@example.in, not-an-email' }, 'ADMIN_EMAILS must be email addresses'],
  ])('explains a bad value %j', (env, words) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env }, [])).toThrow(words);
  });
});
