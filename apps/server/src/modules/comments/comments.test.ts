import { API, COMMENTS_WORDS, SOCKET_EVENTS, WORDS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`comments and live updates (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;
  let videoId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
    hustler = await signUpUser(t.app, 'Hustler');
    const upload = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Demo', description: 'd' },
        { video: { data: await mp4Video(), name: 'd.mp4', type: 'video/mp4' } },
      ),
    });
    videoId = upload.json().video._id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const comment = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: API.commentVideo, headers: bearer(token), payload });

  it('a comment made through the API reaches every client watching the video exactly once', async () => {
    const viewer = await signUpUser(t.app, 'Investor');
    const author = await signUpUser(t.app, 'Cofounder');
    const viewerSocket = await connectSocket(url, viewer.token);
    const authorSocket = await connectSocket(url, author.token);
    sockets.push(viewerSocket, authorSocket);
    await watch(viewerSocket, { kind: 'video', id: videoId });
    const seen = collect<[string, { text: string; commentedBy: { _id: string } }]>(
      viewerSocket,
      SOCKET_EVENTS.newComment,
    );
    // The prototype's client also emits sendComment after posting: it must not cause a second event.
    const response = await comment(author.token, { videoId, text: '  Brilliant pitch!  ' });
    authorSocket.emit(SOCKET_EVENTS.sendComment, videoId);
    expect(response.statusCode).toBe(201);
    expect(response.json().comment).toMatchObject({
      text: 'Brilliant pitch!',
      commentedBy: { _id: author.id },
    });
    await waitFor(() => seen.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toBe(videoId);
    expect(seen[0]![1]).toMatchObject({ text: 'Brilliant pitch!', commentedBy: { _id: author.id } });
  });

  it('refuses sockets without a valid token', async () => {
    await expect(connectSocket(url)).rejects.toThrow(WORDS.auth.noToken);
    await expect(connectSocket(url, 'bad.token.here')).rejects.toThrow();
  });

  it('commentget lists comments newest first; a gone author shows as null (Unknown User)', async () => {
    const ghost = await signUpUser(t.app, 'Jobseeker');
    await comment(ghost.token, { videoId, text: 'First!' });
    await comment(hustler.token, { videoId, text: 'Thanks all' });
    await t.database.db.delete(users).where(eq(users.id, ghost.id));
    const response = await t.app.inject({ url: API.videoComments(videoId) });
    expect(response.statusCode).toBe(200);
    const { comments } = response.json();
    expect(comments[0]).toMatchObject({ text: 'Thanks all' });
    const first = comments.find((c: { text: string }) => c.text === 'First!');
    expect(first.commentedBy).toBeNull();
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const videos = (await t.app.inject({ url: API.getVideos, headers: bearer(hustler.token) })).json();
    expect(videos.data.find((v: { _id: string }) => v._id === videoId).commentsCount).toBe(comments.length);
  });

  it.each([
    [{ videoId: 'x', text: 'hi' }, 400],
    [{ text: 'hi', videoId: '00000000-0000-4000-8000-000000000000' }, 404],
  ])('refuses %j', async (payload, status) => {
    expect((await comment(hustler.token, payload)).statusCode).toBe(status);
  });

  it('refuses a blank comment with 400', async () => {
    const response = await comment(hustler.token, { videoId, text: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: COMMENTS_WORDS.commentRequired });
  });
});
