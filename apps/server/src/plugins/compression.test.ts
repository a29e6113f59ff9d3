import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

const feed = Array.from({ length: 50 }, (_, index) => ({
  _id: `video-${index}`,
  title: `Pitch number ${index}`,
  description: 'A short pitch for a startup idea from Pune',
}));

/** A page the size of the rendered dashboard (~160 KB raw). */
const page = `<!doctype html><html><body>${'<p class="card">A pitch from Pune, रोज़ाना ₹ 500</p>'.repeat(3000)}</body></html>`;

describe('API answer compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compression);
    app.get('/api/feed', async () => feed);
    app.get('/api/small', async () => ({ success: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses large JSON with brotli when accepted, gzip otherwise', async () => {
    const br = await app.inject({ url: '/api/feed', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(feed).length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(feed);

    const gz = await app.inject({ url: '/api/feed', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(feed);
  });

  it('compresses a page held in memory up to 512 KB in one call: its length is known, not chunked', async () => {
    expect(Buffer.byteLength(page)).toBeGreaterThan(150_000);
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
  });

  it('sends JSON as is without Accept-Encoding or under 1 KB', async () => {
    const plain = await app.inject({ url: '/api/feed' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(feed);
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true });
  });
});
