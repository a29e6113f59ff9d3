import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ERRORS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { MEDIA_CACHE_CONTROL, RENDITION_CACHE_CONTROL } from './media-serving.ts';
import { PRIVATE_MEDIA_PREFIX } from './storage.ts';

/**
 * Media on this machine's disk, served by the same route as a bucket's (media-serving.ts): the
 * HTTP behaviour a browser and a video player rely on, file by file.
 */
describe('media on disk, served under /media', () => {
  let t: TestContext;
  const bytes = Buffer.from('0123456789abcdefghij');
  const modified = new Date('2026-11-01T10:00:00Z');

  const put = (key: string, data: Buffer) => {
    const file = path.join(t.dataDir, 'media', key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    utimesSync(file, modified, modified);
  };
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    put('posters/a-poster.webp', bytes);
    put('hls/video-1/run-1/seg-0.ts', bytes);
    put(`${PRIVATE_MEDIA_PREFIX}someone.zip`, bytes);
    put('videos/empty.mp4', Buffer.alloc(0));
  });
  afterAll(() => t.close());

  it('sends the whole file with its type, validators and cache rule', async () => {
    const whole = await get('/media/posters/a-poster.webp');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
      'cache-control': MEDIA_CACHE_CONTROL,
      'last-modified': modified.toUTCString(),
      // @fastify/send's form, which served these files before: a browser's copy keeps its tag.
      etag: `W/"${bytes.length.toString(16)}-${modified.getTime().toString(16)}"`,
    });
    const segment = await get('/media/hls/video-1/run-1/seg-0.ts');
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toBe(RENDITION_CACHE_CONTROL);
    const empty = await get('/media/videos/empty.mp4');
    expect([empty.statusCode, empty.headers['content-length'], empty.rawPayload.length]).toEqual([
      200,
      '0',
      0,
    ]);
  });

  it('answers ranges (from, open, suffix), clamps the end, and refuses one past the end with 416', async () => {
    const url = '/media/posters/a-poster.webp';
    const part = await get(url, { range: 'bytes=2-5' });
    expect([part.statusCode, part.body, part.headers['content-range']]).toEqual([
      206,
      '2345',
      'bytes 2-5/20',
    ]);
    const open = await get(url, { range: 'bytes=15-' });
    expect([open.statusCode, open.body, open.headers['content-length']]).toEqual([206, 'fghij', '5']);
    const suffix = await get(url, { range: 'bytes=-3' });
    expect([suffix.statusCode, suffix.body, suffix.headers['content-range']]).toEqual([
      206,
      'hij',
      'bytes 17-19/20',
    ]);
    const clamped = await get(url, { range: 'bytes=18-99' });
    expect([clamped.statusCode, clamped.body]).toEqual([206, 'ij']);
    const past = await get(url, { range: 'bytes=20-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
    expect(past.json()).toEqual({ message: API_ERRORS.rangeNotSatisfiable });
    // Several ranges or a malformed one: the whole file (RFC 9110 lets a server ignore Range).
    for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2']) {
      const ignored = await get(url, { range });
      expect([ignored.statusCode, ignored.body], range).toEqual([200, bytes.toString()]);
    }
  });

  it('answers HEAD with the size and no body', async () => {
    const head = await get('/media/posters/a-poster.webp', {}, 'HEAD');
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '20', '']);
    const ranged = await get('/media/posters/a-poster.webp', { range: 'bytes=0-3' }, 'HEAD');
    expect([ranged.statusCode, ranged.headers['content-range']]).toEqual([206, 'bytes 0-3/20']);
  });

  it('revalidates by ETag, or by date when the browser holds no tag', async () => {
    const url = '/media/posters/a-poster.webp';
    const { etag } = (await get(url)).headers;
    expect((await get(url, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    expect((await get(url, { 'if-modified-since': modified.toUTCString() })).statusCode).toBe(304);
    const before = new Date(modified.getTime() - 60_000).toUTCString();
    expect((await get(url, { 'if-modified-since': before })).statusCode).toBe(200);
    expect((await get(url, { 'if-modified-since': 'not a date' })).statusCode).toBe(200);
  });

  it('sends the range only while If-Range still names this file, else the whole file', async () => {
    const url = '/media/posters/a-poster.webp';
    const { etag } = (await get(url)).headers;
    const sameDate = await get(url, { range: 'bytes=0-1', 'if-range': modified.toUTCString() });
    expect([sameDate.statusCode, sameDate.body]).toEqual([206, '01']);
    const sameTag = await get(url, { range: 'bytes=0-1', 'if-range': String(etag) });
    expect(sameTag.statusCode).toBe(206);
    for (const ifRange of ['"another-version"', new Date(modified.getTime() + 1000).toUTCString()]) {
      const changed = await get(url, { range: 'bytes=0-1', 'if-range': ifRange });
      expect([changed.statusCode, changed.body], ifRange).toEqual([200, bytes.toString()]);
    }
  });

  it('answers 404 for a missing file, a folder, a private file (data exports), another spelling and paths outside the media', async () => {
    for (const url of [
      '/media/posters/missing.webp',
      '/media/posters',
      '/media/hls/video-1/run-1',
      `/media/${PRIVATE_MEDIA_PREFIX}someone.zip`,
      `/media/${PRIVATE_MEDIA_PREFIX.toUpperCase()}someone.zip`,
      '/media/POSTERS/a-poster.webp',
      `/media/posters/../${PRIVATE_MEDIA_PREFIX}someone.zip`,
      '/media/%2e%2e/package.json',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ message: API_ERRORS.notFound });
    }
  });
});
