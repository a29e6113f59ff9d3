import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { API, API_ERRORS, WORDS } from '@ideaignite/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext, withPoster } from '../test/build-test-app.ts';
import { formData, jpegImage, mp4Video, pngImage } from '../test/fixtures.ts';
import { fileReport, moderate, signUpModerator } from '../test/moderators.ts';
import { TEST_BUCKET as BUCKET, startTestBucket, type TestBucket } from '../test/s3-bucket.ts';
import { HIDDEN_MEDIA_TTL_MS } from './hidden-media.ts';
import { parseRange, resolveRange } from './media-serving.ts';

const MODERATOR = 's3-moderator@example.in';

describe('media in an S3-compatible bucket (s3rver)', () => {
  let s3: TestBucket;
  let t: TestContext;
  let bucket: S3Client;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    s3 = await startTestBucket();
    t = await buildTestApp({ ...s3.env, ADMIN_EMAILS: MODERATOR });
    bucket = s3.client;
    hustler = await signUpUser(t.app, 'Hustler');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const keys = () => s3.keys();
  const storedBytes = (key: string) => s3.storedBytes(key);
  const localFiles = (folder: string) =>
    existsSync(path.join(t.dataDir, folder)) ? readdirSync(path.join(t.dataDir, folder)) : [];
  // Decision 048: the poster is made after the answer; each upload waits for it too.
  const upload = async (data: Buffer, name = 'pitch.mp4') => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Pitch day', description: 'Our first demo' },
        { video: { data, name, type: 'video/mp4' } },
      ),
    });
    if (response.statusCode === 201) {
      const video = await withPoster(t.app, response.json().video);
      return { statusCode: response.statusCode, json: () => ({ ...response.json(), video }) };
    }
    return { statusCode: response.statusCode, json: () => response.json() };
  };
  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  it('streams an uploaded video into the bucket, byte for byte, and serves it with ranges', async () => {
    const data = await mp4Video();
    const response = await upload(data);
    expect(response.statusCode).toBe(201);
    const { videoUrl } = response.json().video as { videoUrl: string };
    expect(videoUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mp4$/);
    expect(await keys()).toContain(keyOf(videoUrl));
    expect(storedBytes(keyOf(videoUrl)).equals(data)).toBe(true);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: keyOf(videoUrl) }));
    expect(head.ContentType).toBe('video/mp4');
    expect(localFiles('media')).toEqual([]);
    expect(localFiles('tmp')).toEqual([]);

    const whole = await t.app.inject({ url: videoUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(data.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, no-cache',
    });
    expect(whole.rawPayload.equals(data)).toBe(true);

    const part = await t.app.inject({ url: videoUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);
  });

  it('answers suffix and open ranges, HEAD, revalidation and unsatisfiable ranges', async () => {
    const data = await mp4Video();
    const { videoUrl } = (await upload(data)).json().video as { videoUrl: string };
    const size = data.length;

    const tail = await t.app.inject({ url: videoUrl, headers: { range: 'bytes=-50' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(data.subarray(size - 50))).toBe(true);

    const open = await t.app.inject({ url: videoUrl, headers: { range: `bytes=${size - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(data.subarray(size - 10))).toBe(true);

    const beyondEnd = await t.app.inject({
      url: videoUrl,
      headers: { range: `bytes=${size - 5}-${size + 99}` },
    });
    expect(beyondEnd.statusCode).toBe(206);
    expect(beyondEnd.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

    const head = await t.app.inject({ method: 'HEAD', url: videoUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
    const headRange = await t.app.inject({ method: 'HEAD', url: videoUrl, headers: { range: 'bytes=0-9' } });
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers['content-range']).toBe(`bytes 0-9/${size}`);

    const etag = (await t.app.inject({ url: videoUrl })).headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: videoUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    for (const range of [`bytes=${size}-`, 'bytes=-0']) {
      const refused = await t.app.inject({ url: videoUrl, headers: { range } });
      expect(refused.statusCode).toBe(416);
      expect(refused.headers['content-range']).toBe(`bytes */${size}`);
    }
    // Several ranges or a malformed header are ignored: the whole file.
    const many = await t.app.inject({ url: videoUrl, headers: { range: 'bytes=0-1,5-6' } });
    expect(many.statusCode).toBe(200);
    expect(many.rawPayload.length).toBe(size);
  });

  it('uploads a larger video in parts without framing', async () => {
    const data = await mp4Video(12 * 1024 * 1024 + 123);
    const response = await upload(data);
    expect(response.statusCode).toBe(201);
    const key = keyOf(response.json().video.videoUrl);
    expect(storedBytes(key).equals(data)).toBe(true);
    const part = await t.app.inject({ url: `/media/${key}`, headers: { range: 'bytes=6291456-6291555' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(data.subarray(6291456, 6291556))).toBe(true);
    expect(localFiles('tmp')).toEqual([]);
  }, 60_000);

  it('stores a re-encoded profile picture in the bucket, serves it and deletes the one it replaces', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const send = async (data: Buffer, type: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: API.profileHustler,
        headers: bearer(user.token),
        payload: formData({ Username: 'Aarav Mehta' }, { profilePic: { data, name: 'me', type } }),
      });
      expect(response.statusCode).toBe(200);
      const me = await t.app.inject({ url: API.getUser, headers: bearer(user.token) });
      return me.json().user.profiledetails.profilePic as string;
    };
    const first = await send(await pngImage(), 'image/png');
    expect(first).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await keys()).toContain(keyOf(first));
    const served = await t.app.inject({ url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const second = await send(await jpegImage(), 'image/jpeg');
    expect(second).not.toBe(first);
    const after = await keys();
    expect(after).toContain(keyOf(second));
    expect(after).not.toContain(keyOf(first));
    expect(localFiles('media')).toEqual([]);
  });

  it('keeps nothing from a refused upload', async () => {
    const before = await keys();
    const response = await upload(Buffer.from('not a video at all, just text'.repeat(100)), 'fake.mp4');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: WORDS.videoUpload.invalidType,
      error: WORDS.videoUpload.invalidType,
    });
    expect(await keys()).toEqual(before);
    expect(localFiles('tmp')).toEqual([]);
  });

  it('uses client settings that store streamed bodies unframed (an AWS SDK default would frame them in aws-chunked encoding)', async () => {
    // Without WHEN_REQUIRED checksums the SDK sends a stream as aws-chunked and s3rver keeps the framing.
    const data = randomBytes(100_000);
    const Key = 'probe/streamed.bin';
    await bucket.send(
      new PutObjectCommand({ Bucket: BUCKET, Key, Body: Readable.from([data]), ContentLength: data.length }),
    );
    expect(storedBytes(Key).equals(data)).toBe(true);
    await bucket.send(new DeleteObjectCommand({ Bucket: BUCKET, Key }));
  });

  it('answers 404 for a hidden video’s file and poster while they stay in the bucket (issue 24)', async () => {
    const { video } = (await upload(await mp4Video())).json() as {
      video: { _id: string; videoUrl: string; posterUrl: string };
    };
    const urls = [video.videoUrl, video.posterUrl];
    for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    const moderator = await signUpModerator(t, 'Investor', MODERATOR);
    const reporter = await signUpUser(t.app, 'Investor');
    await moderate(t, moderator, await fileReport(t, reporter, 'video', video._id), 'hide');
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 100));
    for (const url of urls) {
      for (const request of [
        { url },
        { url, method: 'HEAD' as const },
        { url, headers: { range: 'bytes=0-9' } },
      ]) {
        const gone = await t.app.inject(request);
        expect(gone.statusCode, `${url} ${request.method ?? 'GET'}`).toBe(404);
      }
      // Refused before the bucket is asked: the object is still there.
      expect(await keys()).toContain(keyOf(url));
    }
  });

  it('answers 404 for a missing key and for paths outside the media keys', async () => {
    for (const url of [
      '/media/videos/00000000-0000-0000-0000-000000000000.mp4',
      '/media/videos/..%2F..%2Fjwt-secret',
      '/media/%2Fetc%2Fpasswd',
      '/media/.hidden',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        if (method === 'GET') expect(response.json()).toEqual({ message: API_ERRORS.notFound });
      }
    }
  });
});

describe('Range header parsing', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['bytes=0-99', { kind: 'from', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'from', start: 100, end: undefined }],
    ['bytes=-500', { kind: 'suffix', length: 500 }],
    ['bytes=9-3', { kind: 'none' }],
    ['bytes=0-1,4-5', { kind: 'none' }],
    ['items=0-9', { kind: 'none' }],
    ['bytes=-', { kind: 'none' }],
  ])('%s', (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });

  it('resolves against the size', () => {
    expect(resolveRange({ kind: 'none' }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ kind: 'from', start: 5, end: 50 }, 10)).toEqual({ start: 5, end: 9 });
    expect(resolveRange({ kind: 'from', start: 10 }, 10)).toBeNull();
    expect(resolveRange({ kind: 'suffix', length: 50 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ kind: 'suffix', length: 0 }, 10)).toBeNull();
  });
});
