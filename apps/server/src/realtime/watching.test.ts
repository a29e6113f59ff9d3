import { randomUUID } from 'node:crypto';
import { API, LIVE_WORDS, MAX_WATCHED_ITEMS, SOCKET_EVENTS } from '@ideaignite/contract';
import { LIVE_WORDS_HI, toHindi } from '@ideaignite/contract/hi';
import { talksApi } from '@ideaignite/contract/talks';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { postTalk, postTalkComment, postVideo, postVideoComment } from '../test/content.ts';
import { callJobs as callApi } from '../test/job-postings.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../test/listen.ts';
import { fileReport, moderate, signUpModerator } from '../test/moderators.ts';
import { databaseLabel } from '../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const MODERATOR = 'watching-moderator@example.in';
/** Long enough for an event that was going to arrive to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Issue 32 (decision 040): an item's live events reach the sockets watching it, and only them. */
describe(`live events go to those who are looking (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let owner: Person;
  let moderator: Person;
  const sockets: Socket[] = [];
  const open = async (person: Person) => {
    const socket = await connectSocket(url, person.token);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATOR });
    url = await listen(t.app);
    owner = await signUpUser(t.app, 'Hustler');
    moderator = await signUpModerator(t, 'Investor', MODERATOR);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('a new comment reaches the socket watching the video, and nothing reaches one that is not', async () => {
    const videoId = await postVideo(t.app, owner.token);
    const other = await postVideo(t.app, owner.token, { title: 'Another' });
    const [looking, elsewhere, idle] = await Promise.all([
      open(await signUpUser(t.app, 'Investor')),
      open(await signUpUser(t.app, 'Investor')),
      open(await signUpUser(t.app, 'Cofounder')),
    ]);
    expect(await watch(looking!, { kind: 'video', id: videoId })).toEqual({
      ok: true,
      watching: [videoId],
      refused: [],
    });
    await watch(elsewhere!, { kind: 'video', id: other });
    const heard = [looking, elsewhere, idle].map((socket) => collect(socket!, SOCKET_EVENTS.newComment));
    const likes = [looking, elsewhere, idle].map((socket) => collect(socket!, SOCKET_EVENTS.likesChanged));
    const commenter = await signUpUser(t.app, 'Cofounder');
    await postVideoComment(t.app, commenter.token, videoId, 'Seen live');
    const liked = await t.app.inject({
      method: 'POST',
      url: API.likeVideo,
      headers: bearer(commenter.token),
      payload: { videoId },
    });
    expect(liked.statusCode, liked.body).toBeLessThan(300);
    await waitFor(() => heard[0]!.length === 1 && likes[0]!.length === 1);
    await settle();
    expect(heard.map((seen) => seen.length)).toEqual([1, 0, 0]);
    expect(likes.map((seen) => seen.length)).toEqual([1, 0, 0]);
    expect(heard[0]![0]).toMatchObject([videoId, { text: 'Seen live' }]);
  });

  it('a talk’s comments reach its watchers; unwatching stops them', async () => {
    const talkId = await postTalk(t.app, owner.token, 'Who is hiring in Pune?');
    const socket = await open(await signUpUser(t.app, 'Investor'));
    expect(await watch(socket, { kind: 'talk', id: talkId })).toMatchObject({ ok: true, watching: [talkId] });
    const heard = collect(socket, SOCKET_EVENTS.newTalkComment);
    const commenter = await signUpUser(t.app, 'Cofounder');
    await postTalkComment(t.app, commenter.token, talkId, 'We are');
    await waitFor(() => heard.length === 1);
    socket.emit(SOCKET_EVENTS.unwatch, { items: [{ kind: 'talk', id: talkId }] });
    await settle();
    await postTalkComment(t.app, commenter.token, talkId, 'Still here?');
    await settle();
    expect(heard).toHaveLength(1);
  });

  it('a closed socket leaves its rooms', async () => {
    const videoId = await postVideo(t.app, owner.token);
    const socket = await open(await signUpUser(t.app, 'Investor'));
    await watch(socket, { kind: 'video', id: videoId });
    const room = `video:${videoId}`;
    expect((await t.app.io.in(room).fetchSockets()).length).toBe(1);
    socket.close();
    await settle();
    expect((await t.app.io.in(room).fetchSockets()).length).toBe(0);
  });

  it('refuses to watch what the person may not see: blocked either way, hidden, or no such item', async () => {
    const videoId = await postVideo(t.app, owner.token);
    const hiddenId = await postVideo(t.app, owner.token, { title: 'To hide' });
    await moderate(t, moderator, await fileReport(t, moderator, 'video', hiddenId), 'hide');
    const blocker = await signUpUser(t.app, 'Investor');
    const blocked = await signUpUser(t.app, 'Investor');
    expect(
      (await t.app.inject({ method: 'PUT', url: API.block(owner.id), headers: bearer(blocker.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: API.block(blocked.id), headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    const missing = randomUUID();
    for (const person of [blocker, blocked]) {
      const socket = await open(person);
      expect(await watch(socket, { kind: 'video', id: videoId })).toEqual({
        ok: true,
        watching: [],
        refused: [videoId],
      });
    }
    const socket = await open(await signUpUser(t.app, 'Cofounder'));
    expect(
      await watch(
        socket,
        { kind: 'video', id: hiddenId },
        { kind: 'video', id: missing },
        { kind: 'video', id: videoId },
      ),
    ).toEqual({ ok: true, watching: [videoId], refused: [hiddenId, missing] });
    // Malformed: the words of the refusal, from the contract's catalogue (with its Hindi).
    expect(
      await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.watch, { items: [{ kind: 'job', id: 'x' }] }),
    ).toEqual({
      ok: false,
      error: LIVE_WORDS.invalidWatch,
    });
  });

  it('the 201st item is refused in words (English and Hindi) and changes nothing', async () => {
    const videoId = await postVideo(t.app, owner.token);
    const socket = await open(await signUpUser(t.app, 'Investor'));
    // Items that do not exist are refused, so fill the 200 rooms with real ones: one real video, and
    // the rest joined directly (the bound is what is tested here, not the lookups).
    await watch(socket, { kind: 'video', id: videoId });
    const [server] = await t.app.io.in(`video:${videoId}`).fetchSockets();
    server!.join(Array.from({ length: MAX_WATCHED_ITEMS - 1 }, () => `blog:${randomUUID()}`));
    const second = await postVideo(t.app, owner.token, { title: 'One too many' });
    const answer = await watch(socket, { kind: 'video', id: second });
    expect(answer).toEqual({ ok: false, error: LIVE_WORDS.tooManyWatched });
    expect(toHindi(LIVE_WORDS.tooManyWatched)).toBe(LIVE_WORDS_HI.tooManyWatched);
    const [after] = await t.app.io.in(`video:${videoId}`).fetchSockets();
    expect(
      [...after!.rooms].filter((room) => room.startsWith('video:') || room.startsWith('blog:')),
    ).toHaveLength(MAX_WATCHED_ITEMS);
    expect(after!.rooms.has(`video:${second}`)).toBe(false);
    // Watching one already watched is no new room: still answered.
    expect(await watch(socket, { kind: 'video', id: videoId })).toMatchObject({
      ok: true,
      watching: [videoId],
    });
    // Leaving one makes room for the next.
    socket.emit(SOCKET_EVENTS.unwatch, { items: [{ kind: 'video', id: videoId }] });
    await settle();
    expect(await watch(socket, { kind: 'video', id: second })).toMatchObject({
      ok: true,
      watching: [second],
    });
  });

  it('a block made after joining stops delivery both ways, also of a third person’s comments', async () => {
    const videoId = await postVideo(t.app, owner.token);
    const watcher = await signUpUser(t.app, 'Investor');
    const socket = await open(watcher);
    await watch(socket, { kind: 'video', id: videoId });
    const heard = collect(socket, SOCKET_EVENTS.newComment);
    const third = await signUpUser(t.app, 'Cofounder');
    await postVideoComment(t.app, third.token, videoId, 'Before the block');
    await waitFor(() => heard.length === 1);
    // The owner blocks the watcher: the watcher's sockets leave the rooms of the owner's items.
    expect(
      (await t.app.inject({ method: 'PUT', url: API.block(watcher.id), headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    await postVideoComment(t.app, third.token, videoId, 'After the block');
    await settle();
    expect(heard).toHaveLength(1);
    expect(await watch(socket, { kind: 'video', id: videoId })).toMatchObject({ refused: [videoId] });
    // The other way: a watcher who blocks the owner leaves the owner's rooms too.
    const talkId = await postTalk(t.app, owner.token, 'Any angel investors in Jaipur?');
    const other = await signUpUser(t.app, 'Investor');
    const otherSocket = await open(other);
    await watch(otherSocket, { kind: 'talk', id: talkId });
    expect((await t.app.io.in(`blog:${talkId}`).fetchSockets()).length).toBe(1);
    expect(
      (await t.app.inject({ method: 'PUT', url: API.block(owner.id), headers: bearer(other.token) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.io.in(`blog:${talkId}`).fetchSockets()).length).toBe(0);
  });

  it('a deleted video empties its room after telling it', async () => {
    const videoId = await postVideo(t.app, owner.token);
    const socket = await open(await signUpUser(t.app, 'Investor'));
    await watch(socket, { kind: 'video', id: videoId });
    const removed = collect(socket, SOCKET_EVENTS.videoDeleted);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: API.video(videoId),
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    await waitFor(() => removed.length === 1);
    await settle();
    expect((await t.app.io.in(`video:${videoId}`).fetchSockets()).length).toBe(0);
  });

  it('a hidden video empties its room: its watchers hear of the removal, then nothing more', async () => {
    const videoId = await postVideo(t.app, owner.token);
    const commenter = await signUpUser(t.app, 'Cofounder');
    const socket = await open(await signUpUser(t.app, 'Investor'));
    await watch(socket, { kind: 'video', id: videoId });
    const removed = collect(socket, SOCKET_EVENTS.videoDeleted);
    await moderate(t, moderator, await fileReport(t, moderator, 'video', videoId), 'hide');
    await waitFor(() => removed.length === 1);
    expect((await t.app.io.in(`video:${videoId}`).fetchSockets()).length).toBe(0);
    // Its owner's edit is stored but told to nobody.
    const edits = collect(socket, SOCKET_EVENTS.videoUpdated);
    await t.app.inject({
      method: 'PATCH',
      url: API.video(videoId),
      headers: bearer(owner.token),
      payload: { title: 'Quietly' },
    });
    await settle();
    expect(edits).toHaveLength(0);
    // Nor can a comment be made on it, so none is told.
    const comments = collect(socket, SOCKET_EVENTS.newComment);
    const refused = await t.app.inject({
      method: 'POST',
      url: API.commentVideo,
      headers: bearer(commenter.token),
      payload: { videoId, text: 'Anyone?' },
    });
    expect(refused.statusCode).toBe(404);
    await settle();
    expect(comments).toHaveLength(0);
  });

  it('a suspended author’s posts go quiet: their rooms empty on suspension, so a watcher hears nothing more', async () => {
    const author = await signUpUser(t.app, 'Hustler');
    const videoId = await postVideo(t.app, author.token);
    const talkId = await postTalk(t.app, author.token, 'Who rents cold storage in Nashik?');
    const commenter = await signUpUser(t.app, 'Cofounder');
    const videoCommentId = await postVideoComment(t.app, commenter.token, videoId, 'Before');
    const talkCommentId = await postTalkComment(t.app, commenter.token, talkId, 'Before');
    const socket = await open(await signUpUser(t.app, 'Investor'));
    expect(await watch(socket, { kind: 'video', id: videoId }, { kind: 'talk', id: talkId })).toEqual({
      ok: true,
      watching: [videoId, talkId],
      refused: [],
    });
    const events = [
      SOCKET_EVENTS.newComment,
      SOCKET_EVENTS.newTalkComment,
      SOCKET_EVENTS.commentUpdated,
      SOCKET_EVENTS.commentDeleted,
      SOCKET_EVENTS.likesChanged,
      SOCKET_EVENTS.videoUpdated,
      SOCKET_EVENTS.blogUpdated,
    ];
    const heard = events.map((event) => collect(socket, event));

    await moderate(t, moderator, await fileReport(t, moderator, 'video', videoId), 'suspend');
    expect((await t.app.io.in(`video:${videoId}`).fetchSockets()).length).toBe(0);
    expect((await t.app.io.in(`blog:${talkId}`).fetchSockets()).length).toBe(0);

    const as = (token: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    // Likes and comments on the author's posts are refused (404), so none is told.
    expect((await as(commenter.token, 'POST', API.likeVideo, { videoId })).statusCode).toBe(404);
    expect((await callApi(t.app, talksApi.like, commenter.token, { params: { talkId } })).statusCode).toBe(
      404,
    );
    expect((await as(commenter.token, 'POST', API.commentVideo, { videoId, text: 'After' })).statusCode).toBe(
      404,
    );
    expect((await as(commenter.token, 'POST', API.talkComments(talkId), { text: 'After' })).statusCode).toBe(
      404,
    );
    // Its author's edits are refused: their sessions ended.
    expect((await as(author.token, 'PATCH', API.video(videoId), { title: 'Quietly' })).statusCode).toBe(401);
    // A commenter may still edit or delete their own comment on it: stored, told to nobody.
    expect(
      (await as(commenter.token, 'PATCH', API.videoComment(videoCommentId), { text: 'Edited' })).statusCode,
    ).toBe(200);
    expect((await as(commenter.token, 'DELETE', API.talkComment(talkCommentId))).statusCode).toBe(200);
    await settle();
    expect(Object.fromEntries(events.map((event, i) => [event, heard[i]!.length]))).toEqual(
      Object.fromEntries(events.map((event) => [event, 0])),
    );

    // Joining them again is refused, for the watcher and for anyone new.
    for (const viewer of [socket, await open(await signUpUser(t.app, 'Jobseeker'))])
      expect(await watch(viewer, { kind: 'video', id: videoId }, { kind: 'talk', id: talkId })).toEqual({
        ok: true,
        watching: [],
        refused: [videoId, talkId],
      });
    // A join that raced the suspension (made directly here) still hears of no comment's edit.
    const [joined] = (await t.app.io.fetchSockets()).filter((server) => server.id === socket.id);
    joined!.join(`video:${videoId}`);
    expect(
      (await as(commenter.token, 'PATCH', API.videoComment(videoCommentId), { text: 'Again' })).statusCode,
    ).toBe(200);
    await settle();
    expect(heard[events.indexOf(SOCKET_EVENTS.commentUpdated)]).toHaveLength(0);
  });
});
