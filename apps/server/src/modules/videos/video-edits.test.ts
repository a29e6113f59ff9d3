import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  API,
  CONTENT_WORDS,
  SOCKET_EVENTS,
  VALIDATION_WORDS,
  VIDEOS_WORDS,
  WORDS,
} from '@ideaignite/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, videoComments, videoLikes, videos } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext, withPoster } from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`editing and deleting one's own video (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
    owner = await signUpUser(t.app, 'Hustler');
    other = await signUpUser(t.app, 'Investor');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const upload = async (title = 'Pitch day') => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(owner.token),
      payload: formData(
        { title, description: 'Our first demo' },
        { video: { data: await mp4Video(), name: 'p.mp4', type: 'video/mp4' } },
      ),
    });
    expect(response.statusCode).toBe(201);
    return withPoster(
      t.app,
      response.json().video as { _id: string; videoUrl: string; posterUrl: string | null },
    );
  };
  const edit = (token: string, videoId: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: API.video(videoId), headers: bearer(token), payload });
  const remove = (token: string, videoId: string) =>
    t.app.inject({ method: 'DELETE', url: API.video(videoId), headers: bearer(token) });
  const row = async (videoId: string) =>
    (await t.database.db.select().from(videos).where(eq(videos.id, videoId)))[0];
  const onDisk = (publicUrl: string) =>
    existsSync(path.join(t.dataDir, 'media', publicUrl.replace(/^\/media\//, '')));

  it('the owner edits the title; the answer and the lists carry editedAt; watchers get videoUpdated', async () => {
    const video = await upload();
    const watcher = await connectSocket(url, other.token);
    sockets.push(watcher);
    await watch(watcher, { kind: 'video', id: video._id });
    const seen = collect<[{ _id: string; title: string; editedAt: string }]>(
      watcher,
      SOCKET_EVENTS.videoUpdated,
    );
    const listed = (await t.app.inject({ url: API.getVideos, headers: bearer(other.token) })).json();
    expect(listed.data.find((v: { _id: string }) => v._id === video._id).editedAt).toBeNull();

    const response = await edit(owner.token, video._id, { title: '  Pitch day, take two  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: VIDEOS_WORDS.videoUpdated,
      video: { _id: video._id, title: 'Pitch day, take two', description: 'Our first demo' },
    });
    expect(Date.parse(body.video.editedAt)).not.toBeNaN();
    await waitFor(() => seen.length === 1);
    expect(seen[0]![0]).toEqual({
      _id: video._id,
      title: 'Pitch day, take two',
      description: 'Our first demo',
      editedAt: body.video.editedAt,
    });
    const after = (await t.app.inject({ url: API.getVideos, headers: bearer(other.token) })).json();
    expect(after.data.find((v: { _id: string }) => v._id === video._id)).toMatchObject({
      title: 'Pitch day, take two',
      editedAt: body.video.editedAt,
    });
  });

  it("someone else's edit or delete is 403 with the catalogue message, and nothing changes", async () => {
    const video = await upload('Mine');
    const before = await row(video._id);
    const editing = await edit(other.token, video._id, { title: 'Hijacked' });
    expect(editing.statusCode).toBe(403);
    expect(editing.json()).toEqual({ message: CONTENT_WORDS.notYourContent });
    const deleting = await remove(other.token, video._id);
    expect(deleting.statusCode).toBe(403);
    expect(deleting.json()).toEqual({ message: CONTENT_WORDS.notYourContent });
    expect(await row(video._id)).toEqual(before);
    expect(onDisk(video.videoUrl)).toBe(true);
  });

  it.each([
    ['no field', {}, CONTENT_WORDS.nothingToChange],
    ['a blank title', { title: '   ' }, WORDS.videoUpload.allRequired],
    ['a title over the limit', { title: 'x'.repeat(151) }, VALIDATION_WORDS.titleTooLong],
    ['a description over the limit', { description: 'x'.repeat(5001) }, VALIDATION_WORDS.descriptionTooLong],
    ['a title that is not text', { title: 42 }, undefined],
  ])('bad input (%s) is 400 and changes nothing', async (_label, payload, message) => {
    const video = await upload('Steady');
    const before = await row(video._id);
    const response = await edit(owner.token, video._id, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await row(video._id)).toEqual(before);
  });

  it('a malformed id is 400 and an unknown one 404', async () => {
    expect((await edit(owner.token, 'nope', { title: 'x' })).statusCode).toBe(400);
    expect((await remove(owner.token, 'nope')).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    const editing = await edit(owner.token, missing, { title: 'x' });
    expect(editing.statusCode).toBe(404);
    expect(editing.json()).toEqual({ message: VIDEOS_WORDS.videoNotFound });
  });

  it('delete removes the row, file and poster, likes, comments and notifications about them; twice is 404', async () => {
    const video = await upload('Doomed');
    expect(video.posterUrl).not.toBeNull();
    const keep = await upload('Kept');
    const fan = await signUpUser(t.app, 'Cofounder');
    for (const id of [video._id, keep._id]) {
      await t.app.inject({
        method: 'POST',
        url: API.likeVideo,
        headers: bearer(fan.token),
        payload: { videoId: id },
      });
      const commented = await t.app.inject({
        method: 'POST',
        url: API.commentVideo,
        headers: bearer(fan.token),
        payload: { videoId: id, text: 'Great' },
      });
      expect(commented.statusCode).toBe(201);
    }
    const commentIds = (
      await t.database.db.select().from(videoComments).where(eq(videoComments.videoId, video._id))
    ).map((comment) => comment.id);
    const about = (ids: string[]) =>
      t.database.db.select().from(notifications).where(inArray(notifications.entityId, ids));
    expect(await about([video._id, ...commentIds])).toHaveLength(2);
    const watcher = await connectSocket(url, other.token);
    sockets.push(watcher);
    await watch(watcher, { kind: 'video', id: video._id });
    const seen = collect<[string]>(watcher, SOCKET_EVENTS.videoDeleted);

    const response = await remove(owner.token, video._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: VIDEOS_WORDS.videoDeleted });
    expect(await row(video._id)).toBeUndefined();
    expect(onDisk(video.videoUrl)).toBe(false);
    expect(onDisk(video.posterUrl!)).toBe(false);
    expect((await t.app.inject({ url: video.videoUrl })).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(videoLikes).where(eq(videoLikes.videoId, video._id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(videoComments).where(eq(videoComments.videoId, video._id)),
    ).toHaveLength(0);
    expect(await about([video._id, ...commentIds])).toHaveLength(0);
    await waitFor(() => seen.length === 1);
    expect(seen[0]).toEqual([video._id]);

    // The other video keeps everything.
    expect(onDisk(keep.videoUrl)).toBe(true);
    expect(
      await t.database.db.select().from(videoLikes).where(eq(videoLikes.videoId, keep._id)),
    ).toHaveLength(1);
    const kept = await t.database.db.select().from(notifications).where(eq(notifications.entityId, keep._id));
    expect(kept).toHaveLength(1);

    const twice = await remove(owner.token, video._id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: VIDEOS_WORDS.videoNotFound });
    expect((await edit(owner.token, video._id, { title: 'Back?' })).statusCode).toBe(404);
  });
});
