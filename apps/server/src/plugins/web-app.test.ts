import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';
import { language } from './language.ts';
import { webApp } from './web-app.ts';

const page = '<!doctype html><title>IdeaIgnite</title><div id="root"></div>'.repeat(40);
const bundle = `export const words = ${JSON.stringify('ignite '.repeat(400))};`;
const hindiPage =
  '<!doctype html><html lang="hi-IN"><title>IdeaIgnite — हिन्दी</title><div id="root"></div>'.repeat(40);
const appShell = '<!doctype html><title>IdeaIgnite</title><div id="root" data-shell="app"></div>'.repeat(40);
const unpacked = `console.log(${JSON.stringify('no copies '.repeat(200))});`;

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A built front end as apps/web/build/precompress.ts leaves it: .br and .gz beside each file.
    dist = mkdtempSync(path.join(tmpdir(), 'ideaignite-web-'));
    mkdirSync(path.join(dist, 'assets'));
    const write = (name: string, text: string, copies: boolean) => {
      writeFileSync(path.join(dist, name), text);
      if (!copies) return;
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    };
    write('index.html', page, true);
    write('app.html', appShell, true);
    write('index.hi.html', hindiPage, true);
    write('assets/index-abc123.js', bundle, true);
    write('assets/late-def456.js', unpacked, false);
    // Registered as in buildApp: API compression must leave the precompressed files alone.
    app = Fastify();
    await app.register(language);
    await app.register(compression);
    await app.register(webApp, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('sends a hashed asset without validators or Accept-Ranges; other files keep them', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    const page = await get('/index.html', 'br');
    expect(page.headers.etag).toBeDefined();
    expect(page.headers['last-modified']).toBeDefined();
    // A page still revalidates by its validator.
    const again = await app.inject({
      url: '/index.html',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('sends the original to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(bundle);
    }
  });

  it('falls back to the original when no compressed copy was written', async () => {
    // Compressed on the fly then (the API compression handles any stream it may compress)...
    const large = await get('/assets/late-def456.js', 'br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(large.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(large.rawPayload).toString()).toBe(unpacked);
    // ...and sent as it is when the client accepts no encoding.
    const plain = await get('/assets/late-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(unpacked);
  });

  it('sends pages compressed and revalidated: index.html for /, app.html for deep links', async () => {
    for (const [url, body] of [
      ['/', page],
      ['/index.html', page],
      ['/dashboard/Hustler', appShell],
      ['/videos', appShell],
    ] as const) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(body);
    }
  });

  it('answers a missing asset with a JSON 404, compressed copies or not', async () => {
    const response = await get('/missing-file.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('serves a file by its exact name only; one the build writes after the start is served too', async () => {
    for (const url of ['/ASSETS/index-abc123.js', '/assets//index-abc123.js']) {
      const other = await get(url, 'br');
      expect(other.statusCode, url).toBe(404);
      expect(other.body, url).not.toContain('ignite');
    }
    expect((await get('/assets/%69ndex-abc123.js')).body).toBe(bundle);

    // A rebuild while the server runs: the new file is listed on its first request.
    writeFileSync(path.join(dist, 'assets/rebuilt-0a1b2c.js'), unpacked);
    const rebuilt = await get('/assets/rebuilt-0a1b2c.js');
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe(unpacked);
  });

  it("sends / in the visitor's language: their choice (cookie), else their browser's first", async () => {
    const landing = async (headers: Record<string, string>) => {
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br', ...headers } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers.vary).toMatch(/accept-language/i);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      return brotliDecompressSync(response.rawPayload).toString();
    };
    expect(await landing({})).toBe(page);
    expect(await landing({ 'accept-language': 'en-IN,en;q=0.9' })).toBe(page);
    expect(await landing({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe(hindiPage);
    expect(await landing({ cookie: 'sid=x; locale=hi-IN' })).toBe(hindiPage);
    // The choice wins over the browser's languages, both ways; a bad cookie is ignored.
    expect(await landing({ cookie: 'locale=en-IN', 'accept-language': 'hi' })).toBe(page);
    expect(await landing({ cookie: 'locale=fr-FR', 'accept-language': 'hi' })).toBe(hindiPage);
  });
});
