import path from 'node:path';
import { API } from '@ideaignite/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { DOCUMENT_ONLY_HEADERS, HSTS, security } from './security.ts';

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values] as const),
  );

// Finding 5, the header part: websockets to any host were allowed; HSTS was never sent.
describe('security headers', () => {
  let direct: TestContext;
  let proxied: { app: App };
  beforeAll(async () => {
    direct = await buildTestApp();
    // The same database behind a second app that trusts its reverse proxy.
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: direct.dataDir,
        WEB_DIST: path.join(direct.dataDir, 'no-web'),
        TRUST_PROXY: '1',
      },
      [],
    );
    proxied = { app: await buildApp({ config, database: direct.database }) };
  });
  afterAll(async () => {
    await proxied?.app.close();
    await direct?.close();
  });

  it("CSP: connect-src is 'self' only (same-origin websockets), scripts only from our origin", async () => {
    const response = await direct.app.inject({ url: API.health });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // Inline style attributes are refused; <style> elements stay allowed for Radix's scroll lock.
    expect(csp.get('style-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('HSTS only on requests that came over HTTPS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await proxied.app.inject({ url: API.health, headers: https });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=15552000; includeSubDomains');
    // Error answers carry it too.
    const missing = await proxied.app.inject({ url: '/api/no-such-call', headers: https });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe(HSTS);
    // Plain HTTP behind the proxy, and a forged header without TRUST_PROXY: none.
    const plain = await proxied.app.inject({ url: API.health, headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await direct.app.inject({ url: API.health, headers: https });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('document-only headers', () => {
  it('go out with pages, JSON and SVG, not with scripts, styles, fonts, pictures or videos', async () => {
    const app = Fastify();
    await app.register(security, { rateLimitAllowList: [] });
    app.get('/file', async (request, reply) =>
      reply.type(String((request.query as { type: string }).type)).send('x'),
    );
    await app.ready();
    try {
      const headersFor = async (type: string) =>
        (await app.inject({ url: '/file', query: { type } })).headers;
      for (const type of ['text/html; charset=utf-8', 'application/json; charset=utf-8', 'image/svg+xml']) {
        const headers = await headersFor(type);
        for (const name of DOCUMENT_ONLY_HEADERS) expect(headers[name], `${name} on ${type}`).toBeDefined();
      }
      for (const type of [
        'text/javascript; charset=utf-8',
        'application/javascript',
        'text/css; charset=utf-8',
        'font/woff2',
        'image/webp',
        'video/mp4',
      ]) {
        const headers = await headersFor(type);
        for (const name of DOCUMENT_ONLY_HEADERS) expect(headers[name], `${name} on ${type}`).toBeUndefined();
        // These hold for every response.
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      }
    } finally {
      await app.close();
    }
  });
});
