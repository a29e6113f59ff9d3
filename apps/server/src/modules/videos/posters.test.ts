import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, SOCKET_EVENTS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema.ts';
import { HIDDEN_MEDIA_TTL_MS } from '../../media/hidden-media.ts';
import { blockThroughApi } from '../../test/blocks.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { fileReport, moderate, signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { storeMissingPoster } from './posters-service.ts';
import { STREAMS_JOB } from './streams-service.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const MODERATOR = 'posters-moderator@example.in';

/**
 * Decision 048: an upload answers once its file is stored; its poster is made just after, and
 * the pages showing the video hear videoPosterUpdated. The transcode job makes a poster the
 * server stopped before making. Real multipart uploads, real ffmpeg, real sockets.
 */
describe(`a video's poster follows its upload's answer (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let owner: Person;
  let moderator: Person;
  let reporter: Person;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATOR });
    url = await listen(t.app);
    owner = await signUpUser(t.app, 'Hustler');
    moderator = await signUpModerator(t, 'Investor', MODERATOR);
    reporter = await signUpUser(t.app, 'Cofounder');
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const folder = (name: string) => {
    try {
      return readdirSync(path.join(t.dataDir, name), { recursive: true });
    } catch {
      return [];
    }
  };
  const posterKeyOf = async (videoId: string) => {
    const [row] = await t.database.db
      .select({ posterKey: videos.posterKey })
      .from(videos)
      .where(eq(videos.id, videoId));
    return row?.posterKey;
  };
  const upload = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(owner.token),
      payload: formData(
        { title: 'Pitch day', description: 'Our first demo' },
        { video: { data: await mp4Video(), name: 'p.mp4', type: 'video/mp4' } },
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().video as { _id: string; posterUrl: string | null };
  };
  /** The video's poster taken away, as if the server had stopped before making it. */
  const withoutPoster = async (videoId: string) => {
    await t.database.db.update(videos).set({ posterKey: null }).where(eq(videos.id, videoId));
  };
  /** Any stored upload: a real clip to make a poster from. */
  const storedClip = () => {
    const folder = path.join(t.dataDir, 'media', 'videos');
    return path.join(folder, readdirSync(folder)[0]!);
  };
  const block = (blocker: Person, blocked: Person) => blockThroughApi(t.app, blocker, blocked);
  const posterEventsOf = async (person: Person, videoId: string) => {
    const socket = await connectSocket(url, person.token);
    sockets.push(socket);
    await watch(socket, { kind: 'video', id: videoId });
    return collect<[string, string]>(socket, SOCKET_EVENTS.videoPosterUpdated);
  };

  it('the answer has no poster yet; the poster is recorded and served just after, and no temp file is left', async () => {
    const video = await upload();
    expect(video.posterUrl).toBeNull();
    await t.app.container.background.drain();
    const key = await posterKeyOf(video._id);
    expect(key).toMatch(/^posters\/[\w-]+\.webp$/);
    const served = await t.app.inject({ url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const listed = await t.app.inject({ url: `${API.getVideos}?mine=true`, headers: bearer(owner.token) });
    expect(listed.json().data[0]).toMatchObject({ _id: video._id, posterUrl: `/media/${key}` });
    expect(folder('tmp')).toEqual([]);
  });

  it('pages showing the video and the uploader’s pages hear videoPosterUpdated; a socket not looking at it and people blocked either way hear nothing', async () => {
    const video = await upload();
    await t.app.container.background.drain();
    const oldKey = await posterKeyOf(video._id);
    await withoutPoster(video._id);
    const viewer = await signUpUser(t.app, 'Investor');
    const [blocked, blocking] = [await signUpUser(t.app, 'Investor'), await signUpUser(t.app, 'Jobseeker')];
    const heard = await posterEventsOf(viewer, video._id);
    const heardByBlocked = await posterEventsOf(blocked, video._id);
    const heardByBlocking = await posterEventsOf(blocking, video._id);
    // Blocks made while the page is open: the uploader blocks one viewer, another blocks the uploader.
    await block(owner, blocked);
    await block(blocking, owner);
    const elsewhere = await connectSocket(url, viewer.token);
    sockets.push(elsewhere);
    const heardElsewhere = collect<[string, string]>(elsewhere, SOCKET_EVENTS.videoPosterUpdated);
    // The uploader's own page hears it before it has joined the video's room.
    const ownersPage = await connectSocket(url, owner.token);
    sockets.push(ownersPage);
    const heardByOwner = collect<[string, string]>(ownersPage, SOCKET_EVENTS.videoPosterUpdated);

    await storeMissingPoster(t.app.container, video._id, storedClip());
    const key = await posterKeyOf(video._id);
    expect(key).toMatch(/^posters\//);
    expect(key).not.toBe(oldKey);
    await waitFor(() => heard.length === 1 && heardByOwner.length === 1);
    expect(heard[0]).toEqual([video._id, `/media/${key}`]);
    expect(heardByOwner[0]).toEqual([video._id, `/media/${key}`]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([heardByBlocked, heardByBlocking, heardElsewhere]).toEqual([[], [], []]);
  });

  it('a hidden video’s late poster is recorded but announced to no one, and not served', async () => {
    const video = await upload();
    await t.app.container.background.drain();
    await withoutPoster(video._id);
    const viewer = await signUpUser(t.app, 'Investor');
    const heard = await posterEventsOf(viewer, video._id);
    const ownersPage = await connectSocket(url, owner.token);
    sockets.push(ownersPage);
    const heardByOwner = collect<[string, string]>(ownersPage, SOCKET_EVENTS.videoPosterUpdated);
    await moderate(t, moderator, await fileReport(t, reporter, 'video', video._id), 'hide');

    await storeMissingPoster(t.app.container, video._id, storedClip());
    const key = await posterKeyOf(video._id);
    expect(key).toMatch(/^posters\//);
    // A hidden video's keys reach every process within HIDDEN_MEDIA_TTL_MS, as a hide does; a key
    // written after the last load of them waits for the next.
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 100));
    expect((await t.app.inject({ url: `/media/${key}`, headers: bearer(viewer.token) })).statusCode).toBe(
      404,
    );
    expect([heard, heardByOwner]).toEqual([[], []]);
  });

  it('a video that has a poster, or was deleted meanwhile, keeps nothing of a late one', async () => {
    const video = await upload();
    await t.app.container.background.drain();
    const clip = path.join(t.dataDir, 'late.mp4');
    await writeFile(clip, await mp4Video());
    const posters = () => folder(path.join('media', 'posters')).length;
    const before = posters();
    const key = await posterKeyOf(video._id);
    await storeMissingPoster(t.app.container, video._id, clip);
    expect([await posterKeyOf(video._id), posters()]).toEqual([key, before]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: API.video(video._id),
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    await storeMissingPoster(t.app.container, video._id, clip);
    expect(posters()).toBe(before - 1);
  });

  it('the transcode job makes the poster of a video the server stopped before making one', async () => {
    const video = await upload();
    await t.app.container.background.drain();
    await withoutPoster(video._id);
    const heard = await posterEventsOf(owner, video._id);
    await t.app.container.scheduler.runNow(STREAMS_JOB);
    const key = await posterKeyOf(video._id);
    expect(key).toMatch(/^posters\/[\w-]+\.webp$/);
    await waitFor(() => heard.length === 1);
    expect(heard[0]).toEqual([video._id, `/media/${key}`]);
  }, 120_000);
});
