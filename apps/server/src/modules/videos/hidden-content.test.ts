import { API, API_ERRORS, CONNECTS_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_MEDIA_TTL_MS } from '../../media/hidden-media.ts';
import { MEDIA_CACHE_CONTROL } from '../../media/media-serving.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { postBlog, postVideo, postVideoComment } from '../../test/content.ts';
import { formData } from '../../test/fixtures.ts';
import { openToPitches, sendIgnite, TEST_PITCH } from '../../test/ignite.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { fileReport, moderate, signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const MODERATOR = 'hidden-content-moderator@example.in';
/** Long enough for every server process to have reloaded the hidden media keys. */
const reloaded = () => new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 100));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Issue 24, finding 5: what a moderator hid stops leaking through media, Ignites, feeds and live edits. */
describe(`hidden content stays hidden (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let moderator: Person;
  let reporter: Person;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATOR });
    url = await listen(t.app);
    moderator = await signUpModerator(t, 'Investor', MODERATOR);
    reporter = await signUpUser(t.app, 'Cofounder');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** Reported by someone, hidden by the moderator through the API. */
  const hide = async (target: 'video' | 'blog' | 'comment', targetId: string) =>
    moderate(t, moderator, await fileReport(t, reporter, target, targetId), 'hide');
  const mediaOf = async (videoId: string) => {
    const [row] = await rows<{ storage_key: string; poster_key: string | null }>(
      sql`select storage_key, poster_key from videos where id = ${videoId}`,
    );
    return [`/media/${row!.storage_key}`, `/media/${row!.poster_key}`];
  };

  it('a hidden video’s file and poster and a hidden blog’s cover answer 404, revalidated until then; restoring brings them back', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const videoId = await postVideo(t.app, owner.token);
    const blogId = await postBlog(t.app, owner.token, { cover: true });
    const [cover] = await rows<{ cover_key: string }>(sql`select cover_key from blogs where id = ${blogId}`);
    const urls = [...(await mediaOf(videoId)), `/media/${cover!.cover_key}`];
    for (const mediaUrl of urls) {
      const shown = await t.app.inject({ url: mediaUrl });
      expect(shown.statusCode, mediaUrl).toBe(200);
      // Revalidated on every use, never kept as immutable: a copy from before the hiding cannot be reused.
      expect(shown.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(shown.headers['cache-control']).not.toContain('immutable');
      const validator = shown.headers.etag
        ? { 'if-none-match': String(shown.headers.etag) }
        : { 'if-modified-since': String(shown.headers['last-modified']) };
      expect((await t.app.inject({ url: mediaUrl, headers: validator })).statusCode).toBe(304);
    }

    await hide('video', videoId);
    await hide('blog', blogId);
    await reloaded();
    for (const mediaUrl of urls) {
      for (const request of [
        { url: mediaUrl },
        { url: mediaUrl, method: 'HEAD' as const },
        { url: mediaUrl, headers: { range: 'bytes=0-9' } },
        { url: `${mediaUrl}?v=1` },
      ]) {
        const gone = await t.app.inject(request);
        expect(gone.statusCode, `${request.url} ${request.method ?? 'GET'}`).toBe(404);
        expect(gone.headers['cache-control']).toBe('no-store');
      }
      expect((await t.app.inject({ url: mediaUrl })).json()).toEqual({ message: API_ERRORS.notFound });
    }

    // A restore (hidden_at cleared) serves them again within the same interval.
    await t.database.db.execute(sql`update videos set hidden_at = null where id = ${videoId}`);
    await t.database.db.execute(sql`update blogs set hidden_at = null where id = ${blogId}`);
    await reloaded();
    for (const mediaUrl of urls)
      expect((await t.app.inject({ url: mediaUrl })).statusCode, mediaUrl).toBe(200);
  });

  it('a suspended account’s video file, poster and blog cover answer 404; restoring the account serves them again', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const videoId = await postVideo(t.app, owner.token);
    const blogId = await postBlog(t.app, owner.token, { cover: true });
    const [cover] = await rows<{ cover_key: string }>(sql`select cover_key from blogs where id = ${blogId}`);
    const urls = [...(await mediaOf(videoId)), `/media/${cover!.cover_key}`];
    for (const mediaUrl of urls)
      expect((await t.app.inject({ url: mediaUrl })).statusCode, mediaUrl).toBe(200);

    await moderate(t, moderator, await fileReport(t, reporter, 'user', owner.id), 'suspend');
    await reloaded();
    for (const mediaUrl of urls) {
      const gone = await t.app.inject({ url: mediaUrl });
      expect(gone.statusCode, mediaUrl).toBe(404);
      expect(gone.headers['cache-control']).toBe('no-store');
    }

    const restored = await t.app.inject({
      method: 'POST',
      url: API.adminRestoreUser(owner.id),
      headers: bearer(moderator.token),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await reloaded();
    for (const mediaUrl of urls)
      expect((await t.app.inject({ url: mediaUrl })).statusCode, mediaUrl).toBe(200);
  });

  it('an Ignite sent before the hiding no longer shows the video; a new one with it is 400 and stores nothing', async () => {
    const hustler = await signUpWithProfile(t.app, 'Hustler', { Username: 'Asha', project: 'KhetiKart' });
    const [investor, other] = [await signUpUser(t.app, 'Investor'), await signUpUser(t.app, 'Investor')];
    await openToPitches(t.app, other);
    const videoId = await postVideo(t.app, hustler.token);
    const sent = await sendIgnite(t.app, hustler, investor, TEST_PITCH, videoId);
    expect(sent.video?._id).toBe(videoId);
    await hide('video', videoId);

    const received = (await t.app.inject({ url: API.connections, headers: bearer(investor.token) })).json()
      .received as Array<{ _id: string; video: unknown }>;
    expect(received.find((ignite) => ignite._id === sent._id)?.video).toBeNull();
    const sentList = (await t.app.inject({ url: API.connections, headers: bearer(hustler.token) })).json()
      .sent as Array<{ _id: string; video: unknown }>;
    expect(sentList.find((ignite) => ignite._id === sent._id)?.video).toBeNull();

    const refused = await t.app.inject({
      method: 'POST',
      url: API.igniteInvestor,
      headers: bearer(hustler.token),
      payload: { investorId: other.id, pitch: TEST_PITCH, videoId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONNECTS_WORDS.videoNotYours);
    expect(await rows(sql`select id from connections where investor_id = ${other.id}`)).toEqual([]);
    expect(await rows(sql`select id from notifications where user_id = ${other.id}`)).toEqual([]);
  });

  it('feeds leave a hidden video out', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const viewer = await signUpUser(t.app, 'Investor');
    const [shown, hidden] = [await postVideo(t.app, owner.token), await postVideo(t.app, owner.token)];
    await hide('video', hidden);
    const videos = (
      await t.app.inject({ url: `${API.getVideos}?limit=50`, headers: bearer(viewer.token) })
    ).json().data as Array<{ _id: string }>;
    expect(videos.map((video) => video._id)).toContain(shown);
    expect(videos.map((video) => video._id)).not.toContain(hidden);
    const dash = JSON.stringify(
      (await t.app.inject({ url: `${API.feedPage}?limit=50`, headers: bearer(viewer.token) })).json(),
    );
    expect(dash).toContain(shown);
    expect(dash).not.toContain(hidden);
  });

  it('edits of a hidden video, blog or comment are stored but not broadcast; a shown one’s edit still is', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const watcher = await signUpUser(t.app, 'Investor');
    const socket = await connectSocket(url, watcher.token);
    sockets.push(socket);
    const heard = {
      video: collect(socket, SOCKET_EVENTS.videoUpdated),
      blog: collect(socket, SOCKET_EVENTS.blogUpdated),
      comment: collect(socket, SOCKET_EVENTS.commentUpdated),
    };
    const [videoId, shownVideoId] = [
      await postVideo(t.app, owner.token),
      await postVideo(t.app, owner.token),
    ];
    const blogId = await postBlog(t.app, owner.token);
    const commentId = await postVideoComment(t.app, owner.token, shownVideoId, 'First');
    // The watcher has them all open (issue 32) before the moderator hides three.
    await watch(
      socket,
      { kind: 'video', id: videoId },
      { kind: 'video', id: shownVideoId },
      { kind: 'blog', id: blogId },
    );
    await hide('video', videoId);
    await hide('blog', blogId);
    await hide('comment', commentId);

    const patch = (route: string, payload: object | FormData) =>
      t.app.inject({ method: 'PATCH', url: route, headers: bearer(owner.token), payload });
    expect((await patch(API.video(videoId), { title: 'Quietly renamed' })).statusCode).toBe(200);
    expect((await patch(API.blog(blogId), formData({ title: 'Quietly retitled' }))).statusCode).toBe(200);
    expect((await patch(API.videoComment(commentId), { text: 'Quietly edited' })).statusCode).toBe(200);
    // The control: an edit of a shown video reaches the watcher.
    expect((await patch(API.video(shownVideoId), { title: 'Openly renamed' })).statusCode).toBe(200);
    await waitFor(() => heard.video.length === 1);
    await settle();
    expect(heard.video.map(([video]) => (video as { _id: string })._id)).toEqual([shownVideoId]);
    expect(heard.blog).toEqual([]);
    expect(heard.comment).toEqual([]);
    const [video] = await rows<{ title: string }>(sql`select title from videos where id = ${videoId}`);
    const [blog] = await rows<{ title: string }>(sql`select title from blogs where id = ${blogId}`);
    const [comment] = await rows<{ text: string }>(
      sql`select text from video_comments where id = ${commentId}`,
    );
    expect([video?.title, blog?.title, comment?.text]).toEqual([
      'Quietly renamed',
      'Quietly retitled',
      'Quietly edited',
    ]);
  });
});
