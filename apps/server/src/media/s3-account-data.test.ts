import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { ACCOUNT_API, ACCOUNT_WORDS, API, DATA_EXPORT_TTL_MS, DELETION_GRACE_MS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.ts';
import { EXPORTS_FOLDER } from '../modules/account/account-service.ts';
import {
  bearer,
  buildTestApp,
  postHustlerMedia,
  signUpUser,
  type TestContext,
} from '../test/build-test-app.ts';
import { TEST_BUCKET as BUCKET, startTestBucket, type TestBucket } from '../test/s3-bucket.ts';
import { databaseLabel } from '../test/test-database.ts';
import { unzip } from '../test/unzip.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;
/** A Hustler's uploads as their `/media/` URLs. */
interface Uploads {
  picture: string;
  video: string;
  poster: string;
  cover: string;
}

describe(`"Download my data" and "Delete my account" with media in an S3-compatible bucket (s3rver, ${databaseLabel()})`, () => {
  let s3: TestBucket;
  let t: TestContext;
  let bucket: S3Client;
  const clock = manualClock(new Date('2025-04-01T06:00:00Z'));
  let asha: User & { uploads: Uploads };
  let ravi: User & { uploads: Uploads };
  let exportId: string;

  const keyOf = (url: string) => url.replace(/^\/media\//, '');
  const keys = () => s3.keys();
  const objectBytes = async (key: string) => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const runJob = (name: 'exports' | 'erasures') => t.app.container.scheduler.runNow(name);
  const exportKey = (user: User, id: string) => `${EXPORTS_FOLDER}/${user.id}/${id}.zip`;

  /** A Hustler with a profile picture, a video (and its poster) and a blog with a cover, all in the bucket. */
  async function hustlerWithMedia(name: string) {
    const user = await signUpUser(t.app, 'Hustler');
    const { video, blog } = await postHustlerMedia(t.app, user.token, { Username: name });
    const me = (await call(user.token, 'GET', API.getUser)).json();
    const uploads: Uploads = {
      picture: me.user.profiledetails.profilePic,
      video: video.video.videoUrl,
      poster: video.video.posterUrl,
      cover: blog.blog.coverImageUrl,
    };
    for (const url of Object.values(uploads)) expect(url, name).toMatch(/^\/media\/[\w-]+\//);
    return { ...user, uploads };
  }

  beforeAll(async () => {
    s3 = await startTestBucket();
    t = await buildTestApp(s3.env);
    // The services read the clock from the container at each call.
    t.app.container.clock = clock;
    bucket = s3.client;
    asha = await hustlerWithMedia('Asha Verma');
    ravi = await hustlerWithMedia('Ravi Kulkarni');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('the ZIP holds every uploaded file as read from the bucket, and is stored there under the private prefix', async () => {
    expect(t.app.container.storage.localRoot).toBeNull();
    const started = await call(asha.token, 'POST', ACCOUNT_API.exports);
    expect(started.statusCode).toBe(202);
    exportId = started.json().export.id;
    await runJob('exports');
    const status = (await call(asha.token, 'GET', ACCOUNT_API.export(exportId))).json();
    expect(status).toMatchObject({ status: 'ready', progress: 100 });

    // The ZIP is an object in the bucket, under private/, and no copy is left on this machine.
    const stored = await keys();
    expect(stored).toContain(exportKey(asha, exportId));
    expect(stored.filter((key) => key.startsWith('private/'))).toEqual([exportKey(asha, exportId)]);
    expect(existsSync(path.join(t.dataDir, 'media'))).toBe(false);
    const temp = path.join(t.dataDir, 'exports-tmp');
    expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);

    const download = await call(asha.token, 'GET', status.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.rawPayload.equals(await objectBytes(exportKey(asha, exportId)))).toBe(true);

    const entries = await unzip(download.rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    const byKind = Object.fromEntries(
      (data.media as { kind: string; file: string }[]).map((item) => [item.kind, item.file]),
    );
    const expected: Record<string, string> = {
      profilePicture: asha.uploads.picture,
      video: asha.uploads.video,
      poster: asha.uploads.poster,
      blogCover: asha.uploads.cover,
    };
    expect(Object.keys(byKind).sort()).toEqual(Object.keys(expected).sort());
    for (const [kind, url] of Object.entries(expected)) {
      const file = byKind[kind]!;
      expect(file, kind).toBe(`media/${keyOf(url)}`);
      const bytes = entries.get(file);
      expect(bytes?.length, kind).toBeGreaterThan(0);
      expect(bytes?.equals(await objectBytes(keyOf(url))), kind).toBe(true);
    }
    // Only Asha's files: none of Ravi's.
    const mediaEntries = [...entries.keys()].filter((name) => name.startsWith('media/'));
    expect(mediaEntries.sort()).toEqual(
      Object.values(expected)
        .map((url) => `media/${keyOf(url)}`)
        .sort(),
    );
  }, 30_000);

  it('downloads only for its owner, and /media/* never serves it however the path is spelt', async () => {
    expect((await call(ravi.token, 'GET', ACCOUNT_API.exportDownload(exportId))).statusCode).toBe(403);
    expect((await t.app.inject({ url: ACCOUNT_API.exportDownload(exportId) })).statusCode).toBe(401);
    const key = exportKey(asha, exportId);
    for (const url of [
      `/media/${key}`,
      `/media/%70rivate/exports/${asha.id}/${exportId}.zip`,
      `/media/PRIVATE/exports/${asha.id}/${exportId}.zip`,
      `/media/./${key}`,
      `/media/avatars/../${key}`,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url, headers: bearer(asha.token) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], `${method} ${url}`).not.toBe('application/zip');
      }
    }
    // Public media is still served from the bucket.
    expect((await t.app.inject({ url: asha.uploads.cover })).statusCode).toBe(200);
  });

  it('expiry removes the ZIP from the bucket', async () => {
    clock.advance(DATA_EXPORT_TTL_MS + 60_000);
    const expired = await call(asha.token, 'GET', ACCOUNT_API.exportDownload(exportId));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: ACCOUNT_WORDS.exportExpired });
    await runJob('exports');
    expect(await keys()).not.toContain(exportKey(asha, exportId));
    expect((await call(asha.token, 'GET', ACCOUNT_API.export(exportId))).statusCode).toBe(404);
    // The uploads themselves stay.
    for (const url of Object.values(asha.uploads)) expect(await keys()).toContain(keyOf(url));
  });

  it("erasure removes the user's picture, video, poster, cover and exports from the bucket; others' stay", async () => {
    // A ready export (in the bucket) and one still queued when the erasure comes.
    const ready = (await call(asha.token, 'POST', ACCOUNT_API.exports)).json().export.id as string;
    await runJob('exports');
    const queued = (await call(asha.token, 'POST', ACCOUNT_API.exports)).json().export.id as string;
    expect(queued).not.toBe(ready);
    // Ravi exports too: his ZIP is not Asha's to remove.
    const ravisExport = (await call(ravi.token, 'POST', ACCOUNT_API.exports)).json().export.id as string;
    const deletion = await call(asha.token, 'POST', ACCOUNT_API.deletion, { password: asha.password });
    expect(deletion.statusCode).toBe(200);
    await runJob('exports');
    const before = await keys();
    expect(before).toContain(exportKey(asha, ready));
    expect(before).toContain(exportKey(ravi, ravisExport));

    clock.advance(DELETION_GRACE_MS + 60_000);
    await runJob('erasures');

    const after = await keys();
    expect(after.filter((key) => key.includes(asha.id))).toEqual([]);
    for (const url of Object.values(asha.uploads)) {
      expect(after, url).not.toContain(keyOf(url));
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    for (const url of Object.values(ravi.uploads)) expect(after, url).toContain(keyOf(url));
    expect(after).toContain(exportKey(ravi, ravisExport));
    expect((await t.app.inject({ url: ravi.uploads.picture })).statusCode).toBe(200);
  }, 30_000);
});
