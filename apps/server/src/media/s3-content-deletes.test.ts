import { API } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext, withPoster } from '../test/build-test-app.ts';
import { formData, mp4Video, pngImage } from '../test/fixtures.ts';
import { startTestBucket, type TestBucket } from '../test/s3-bucket.ts';
import { databaseLabel } from '../test/test-database.ts';

describe(`deleting content removes its media from an S3-compatible bucket (s3rver, ${databaseLabel()})`, () => {
  let s3: TestBucket;
  let t: TestContext;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    s3 = await startTestBucket();
    t = await buildTestApp(s3.env);
    hustler = await signUpUser(t.app, 'Hustler');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const keys = () => s3.keys();
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
    const video = (await withPoster(t.app, upload.json().video)) as {
      _id: string;
      videoUrl: string;
      posterUrl: string;
    };
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
