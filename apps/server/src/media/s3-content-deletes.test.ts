import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { API } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { formData, mp4Video, pngImage } from '../test/fixtures.ts';
import { databaseLabel } from '../test/test-database.ts';
import { createS3Client } from './s3-storage.ts';

// s3rver ships no types: the few members used here.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

const BUCKET = 'ideaignite-media';

describe(`deleting content removes its media from an S3-compatible bucket (s3rver, ${databaseLabel()})`, () => {
  let s3rver: S3rverInstance;
  let bucketDir: string;
  let t: TestContext;
  let bucket: S3Client;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    bucketDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-s3rver-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3rver.run();
    const endpoint = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    });
    bucket = createS3Client({
      bucket: BUCKET,
      endpoint,
      region: 'ap-south-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    hustler = await signUpUser(t.app, 'Hustler');
  });
  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    await s3rver?.close();
    rmSync(bucketDir, { recursive: true, force: true });
  });

  const keys = async () => {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key);
  };
  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  it("a deleted video's file and poster leave the bucket and answer 404", async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Pitch day', description: 'Our first demo' },
        { video: { data: await mp4Video(), name: 'p.mp4', type: 'video/mp4' } },
      ),
    });
    const video = upload.json().video as { _id: string; videoUrl: string; posterUrl: string };
    expect(await keys()).toEqual(expect.arrayContaining([keyOf(video.videoUrl), keyOf(video.posterUrl)]));
    const response = await t.app.inject({
      method: 'DELETE',
      url: API.video(video._id),
      headers: bearer(hustler.token),
    });
    expect(response.statusCode).toBe(200);
    const left = await keys();
    expect(left).not.toContain(keyOf(video.videoUrl));
    expect(left).not.toContain(keyOf(video.posterUrl));
    expect((await t.app.inject({ url: video.videoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: video.posterUrl })).statusCode).toBe(404);
  }, 30_000);

  it("a replaced cover and a deleted blog's cover leave the bucket and answer 404", async () => {
    const image = async () => ({ image: { data: await pngImage(), name: 'c.png', type: 'image/png' } });
    const created = await t.app.inject({
      method: 'POST',
      url: API.addBlog,
      headers: bearer(hustler.token),
      payload: formData({ title: 'Covers', summary: 's', content: 'c' }, await image()),
    });
    const blog = created.json().blog as { _id: string; coverImageUrl: string };
    const replaced = await t.app.inject({
      method: 'PATCH',
      url: API.blog(blog._id),
      headers: bearer(hustler.token),
      payload: formData({}, await image()),
    });
    expect(replaced.statusCode).toBe(200);
    const newCover = replaced.json().blog.coverImageUrl as string;
    expect(await keys()).toContain(keyOf(newCover));
    expect(await keys()).not.toContain(keyOf(blog.coverImageUrl));
    const response = await t.app.inject({
      method: 'DELETE',
      url: API.blog(blog._id),
      headers: bearer(hustler.token),
    });
    expect(response.statusCode).toBe(200);
    expect(await keys()).not.toContain(keyOf(newCover));
    expect((await t.app.inject({ url: newCover })).statusCode).toBe(404);
  }, 30_000);
});
