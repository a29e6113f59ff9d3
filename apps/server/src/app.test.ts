import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, API_ERRORS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { buildTestApp, type TestContext } from './test/build-test-app.ts';
import { databaseLabel } from './test/test-database.ts';

describe(`the app shell (${databaseLabel()})`, () => {
  let t: TestContext;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
    // A tiny built front end, to check how the server serves the SPA.
    const dist = path.join(t.dataDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, 'guides'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>IdeaIgnite</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'guides', 'clip.mp4'), Buffer.alloc(10_000, 7));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, WEB_DIST: dist }, []);
    web = await buildApp({ config, database: t.database, mailer: { send: async () => {} } });
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document with every auth call', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const p of [API.signup, API.signin, API.verify, API.contact, API.logout, API.confirmEmail]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await web.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('loads the app on deep links, whatever their case', async () => {
    for (const url of ['/', '/dashboard/Hustler', '/DASHBOARD/hustler', '/AboutUs?x=1']) {
      const response = await web.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and serves media with ranges', async () => {
    const asset = await web.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const range = await web.inject({ url: '/guides/clip.mp4', headers: { range: 'bytes=100-199' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe('bytes 100-199/10000');
    expect(range.rawPayload.length).toBe(100);
  });

  it('serves files a rebuild adds after start, without a restart', async () => {
    const dist = path.join(t.dataDir, 'dist');
    writeFileSync(path.join(dist, 'assets', 'index-new456.js'), 'console.log(2)');
    const asset = await web.inject('/assets/index-new456.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/auth/signup/extra', '/assets/missing.js']) {
      const response = await web.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: API_ERRORS.notFound });
    }
  });
});
