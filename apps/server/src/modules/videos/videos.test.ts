import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { API, MAX_VIDEO_BYTES, VIDEOS_WORDS, WORDS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { listen, waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`videos (${databaseLabel()})`, () => {
  let t: TestContext;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    hustler = await signUpUser(t.app, 'Hustler');
  });
  afterAll(() => t.close());

  const files = (folder: string) => {
    try {
      return readdirSync(path.join(t.dataDir, folder));
    } catch {
      return [];
    }
  };
  const upload = (
    token: string,
    fields: Record<string, string>,
    video?: { data: Buffer; name: string; type: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(token),
      payload: formData(fields, video ? { video } : {}),
    });
  const rowCount = async () => (await t.database.db.select().from(videos)).length;

  it('a Hustler uploads a video exactly at the 50 MB limit; it is served with ranges', async () => {
    const data = await mp4Video(MAX_VIDEO_BYTES);
    const response = await upload(
      hustler.token,
      { title: 'Pitch day', description: 'Our first demo' },
      { data, name: 'pitch.mp4', type: 'video/mp4' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: WORDS.videoUpload.success,
      video: { title: 'Pitch day', likes: 0, userHasLiked: false, mimeType: 'video/mp4' },
    });
    expect(body.video.uploadedBy).toMatchObject({ _id: hustler.id, role: 'Hustler', verified: false });
    expect(body.video.videoUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mp4$/);
    const range = await t.app.inject({ url: body.video.videoUrl, headers: { range: 'bytes=0-1023' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-1023/${MAX_VIDEO_BYTES}`);
    await t.app.container.background.drain();
    expect(files('tmp')).toEqual([]);
  }, 60_000);

  it('refuses one byte over the limit with 413 and keeps nothing', async () => {
    const before = { rows: await rowCount(), files: files('media/videos').length };
    const data = await mp4Video(MAX_VIDEO_BYTES + 1);
    const response = await upload(
      hustler.token,
      { title: 'Too big', description: 'x' },
      { data, name: 'big.mp4', type: 'video/mp4' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: WORDS.videoUpload.tooLarge,
      error: WORDS.videoUpload.tooLarge,
    });
    expect(await rowCount()).toBe(before.rows);
    expect(files('media/videos').length).toBe(before.files);
    expect(files('tmp')).toEqual([]);
  }, 60_000);

  it('refuses a renamed text file with 415, by content', async () => {
    const before = await rowCount();
    const response = await upload(
      hustler.token,
      { title: 'Fake', description: 'x' },
      { data: Buffer.from('not a video at all, just text'.repeat(100)), name: 'fake.mp4', type: 'video/mp4' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: WORDS.videoUpload.invalidType,
      error: WORDS.videoUpload.invalidType,
    });
    expect(await rowCount()).toBe(before);
    expect(files('tmp')).toEqual([]);
  });

  it.each([
    [{ description: 'no title' }, true],
    [{ title: 'no description' }, true],
    [{ title: '  ', description: 'blank title' }, true],
    [{ title: 'no video', description: 'x' }, false],
  ])('answers 400 with the spec message when a field is missing (%j)', async (fields, withVideo) => {
    const video = withVideo ? { data: await mp4Video(), name: 'a.mp4', type: 'video/mp4' } : undefined;
    const response = await upload(hustler.token, fields as Record<string, string>, video);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: WORDS.videoUpload.allRequired,
      error: WORDS.videoUpload.allRequired,
    });
  });

  it('403s uploads by other roles', async () => {
    const investor = await signUpUser(t.app, 'Investor');
    const response = await upload(
      investor.token,
      { title: 'x', description: 'y' },
      { data: await mp4Video(), name: 'a.mp4', type: 'video/mp4' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: VIDEOS_WORDS.onlyHustlersVideos,
      error: VIDEOS_WORDS.onlyHustlersVideos,
    });
  });

  it('getvideos lists newest first with likes, userHasLiked and paging', async () => {
    await upload(
      hustler.token,
      { title: 'Second', description: 'd' },
      { data: await mp4Video(), name: 'b.mp4', type: 'video/mp4' },
    );
    await upload(
      hustler.token,
      { title: 'Third', description: 'd' },
      { data: await mp4Video(), name: 'c.mp4', type: 'video/mp4' },
    );
    const viewer = await signUpUser(t.app, 'Cofounder');
    const first = (
      await t.app.inject({ url: `${API.getVideos}?limit=2`, headers: bearer(viewer.token) })
    ).json();
    expect(first.success).toBe(true);
    expect(first.data.map((v: { title: string }) => v.title)).toEqual(['Third', 'Second']);
    const next = (
      await t.app.inject({
        url: `${API.getVideos}?limit=2&cursor=${first.nextCursor}`,
        headers: bearer(viewer.token),
      })
    ).json();
    expect(next.data.map((v: { title: string }) => v.title)).toEqual(['Pitch day']);
    expect(next.nextCursor).toBeNull();
  });

  it('an upload aborted halfway leaves no file and no row', async () => {
    const url = new URL(await listen(t.app));
    const before = { rows: await rowCount(), videos: files('media/videos').length };
    const boundary = '----ideaigniteabort';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nd\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="half.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: API.addVideo,
      method: 'POST',
      headers: {
        ...bearer(hustler.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 20_000_000),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(await mp4Video(5_000_000));
    await waitFor(() => files('tmp').length > 0);
    req.destroy();
    await waitFor(() => files('tmp').length === 0);
    expect(await rowCount()).toBe(before.rows);
    expect(files('media/videos').length).toBe(before.videos);
  }, 30_000);

  describe('likes', () => {
    it('count once per user however often or concurrently they are sent; unlike takes it back', async () => {
      const video = (
        await upload(
          hustler.token,
          { title: 'Likeable', description: 'd' },
          { data: await mp4Video(), name: 'l.mp4', type: 'video/mp4' },
        )
      ).json().video;
      const fans = await Promise.all(Array.from({ length: 6 }, () => signUpUser(t.app, 'Investor')));
      const like = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: API.likeVideo,
          headers: bearer(token),
          payload: { videoId: video._id },
        });
      const answers = await Promise.all(
        fans.flatMap((fan) => [like(fan.token), like(fan.token), like(fan.token)]),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const list = (await t.app.inject({ url: API.getVideos, headers: bearer(fans[0]!.token) })).json();
      const seen = list.data.find((v: { _id: string }) => v._id === video._id);
      expect(seen).toMatchObject({ likes: 6, userHasLiked: true });
      const again = (await like(fans[0]!.token)).json();
      expect(again).toEqual({ success: true, likes: 6, userHasLiked: true });
      const unlike = await t.app.inject({
        method: 'POST',
        url: API.unlikeVideo,
        headers: bearer(fans[0]!.token),
        payload: { videoId: video._id },
      });
      expect(unlike.json()).toEqual({ success: true, likes: 5, userHasLiked: false });
      const twice = await t.app.inject({
        method: 'POST',
        url: API.unlikeVideo,
        headers: bearer(fans[0]!.token),
        payload: { videoId: video._id },
      });
      expect(twice.json().likes).toBe(5);
    });

    it('404s an unknown video and 400s a malformed id', async () => {
      const missing = await t.app.inject({
        method: 'POST',
        url: API.likeVideo,
        headers: bearer(hustler.token),
        payload: { videoId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: VIDEOS_WORDS.videoNotFound });
      const malformed = await t.app.inject({
        method: 'POST',
        url: API.likeVideo,
        headers: bearer(hustler.token),
        payload: { videoId: 'x' },
      });
      expect(malformed.statusCode).toBe(400);
    });
  });
  it("?mine=true lists only the caller's own videos, newest first, paged; a bad value is a 400", async () => {
    const other = await signUpUser(t.app, 'Hustler');
    const small = await mp4Video();
    const post = async (token: string, title: string) =>
      expect(
        (await upload(token, { title, description: 'd' }, { data: small, name: 'v.mp4', type: 'video/mp4' }))
          .statusCode,
      ).toBe(201);
    await post(other.token, 'Theirs one');
    await post(hustler.token, 'Mine one');
    await post(other.token, 'Theirs two');
    await post(hustler.token, 'Mine two');
    const get = (token: string, query: string) =>
      t.app.inject({ url: `${API.getVideos}?${query}`, headers: bearer(token) });
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(hustler.token, `mine=true&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      for (const video of page.json().data) {
        expect(video.uploadedBy._id).toBe(hustler.id);
        titles.push(video.title);
      }
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(titles.slice(0, 2)).toEqual(['Mine two', 'Mine one']);
    expect(titles).not.toContain('Theirs one');
    const everyone = (await get(hustler.token, 'limit=50'))
      .json()
      .data.map((v: { title: string }) => v.title);
    expect(everyone).toEqual(expect.arrayContaining(['Theirs one', 'Theirs two', 'Mine one', 'Mine two']));
    expect((await get(hustler.token, 'mine=yes')).statusCode).toBe(400);
  });
});
