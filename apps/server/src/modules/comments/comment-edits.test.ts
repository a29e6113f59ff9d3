import { API, COMMENTS_WORDS, CONTENT_WORDS, SOCKET_EVENTS, VALIDATION_WORDS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, notifications, videoComments } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postBlog, postTalk, postTalkComment, postVideo, postVideoComment } from '../../test/content.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`editing and deleting one's own comment (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;
  let author: Awaited<ReturnType<typeof signUpUser>>;
  let stranger: Awaited<ReturnType<typeof signUpUser>>;
  let videoId: string;
  let talkId: string;
  let blogId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
    hustler = await signUpUser(t.app, 'Hustler');
    author = await signUpUser(t.app, 'Investor');
    stranger = await signUpUser(t.app, 'Cofounder');
    videoId = await postVideo(t.app, hustler.token);
    talkId = await postTalk(t.app, hustler.token, 'Anyone hiring in Kochi?');
    blogId = await postBlog(t.app, hustler.token, {
      title: 'Selling to kirana stores',
      summary: 'What worked',
      content: 'Walk in at 3 pm.',
      cover: true,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const TARGETS = {
    video: {
      table: videoComments,
      /** Comments as the author (201 expected); answers the comment's id. */
      add: (text: string) => postVideoComment(t.app, author.token, videoId, text),
      url: API.videoComment,
      list: () => t.app.inject({ url: API.videoComments(videoId) }),
      parent: () => videoId,
    },
    talk: {
      table: blogComments,
      add: (text: string) => postTalkComment(t.app, author.token, talkId, text),
      url: API.talkComment,
      list: () => t.app.inject({ url: API.talkComments(talkId), headers: bearer(author.token) }),
      parent: () => talkId,
    },
    // A blog's comments (the reader) go through the talk comment routes: one table, one kind of post.
    blog: {
      table: blogComments,
      add: (text: string) => postTalkComment(t.app, author.token, blogId, text),
      url: API.talkComment,
      list: () => t.app.inject({ url: API.talkComments(blogId), headers: bearer(author.token) }),
      parent: () => blogId,
    },
  } as const;
  /** The target the socket events name: a blog's comments are talk comments to the app. */
  const EVENT_TARGET = { video: 'video', talk: 'talk', blog: 'talk' } as const;

  describe.each(['video', 'talk', 'blog'] as const)('on a %s', (target) => {
    const on = TARGETS[target];
    const stored = async (id: string) =>
      (await t.database.db.select().from(on.table).where(eq(on.table.id, id)))[0];
    const edit = (token: string, id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: on.url(id), headers: bearer(token), payload });
    const remove = (token: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: on.url(id), headers: bearer(token) });

    it('its author edits it: the answer, the list and every client see the text and editedAt', async () => {
      const id = await on.add('First thought');
      const watcher = await connectSocket(url, stranger.token);
      sockets.push(watcher);
      await watch(watcher, { kind: target, id: on.parent() });
      const seen = collect<[string, string, { _id: string; text: string }]>(
        watcher,
        SOCKET_EVENTS.commentUpdated,
      );
      const response = await edit(author.token, id, { text: '  Second thought  ' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: COMMENTS_WORDS.commentUpdated,
        comment: { _id: id, text: 'Second thought', commentedBy: { _id: author.id } },
      });
      expect(Date.parse(body.comment.editedAt)).not.toBeNaN();
      const listed = (await on.list()).json().comments.find((c: { _id: string }) => c._id === id);
      expect(listed).toMatchObject({ text: 'Second thought', editedAt: body.comment.editedAt });
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual([EVENT_TARGET[target], on.parent(), body.comment]);
    });

    it("someone else's comment: 403 for edit and delete, nothing changed", async () => {
      const id = await on.add('Mine alone');
      const before = await stored(id);
      for (const token of [stranger.token, hustler.token]) {
        const editing = await edit(token, id, { text: 'Changed' });
        expect(editing.statusCode).toBe(403);
        expect(editing.json()).toEqual({ message: CONTENT_WORDS.notYourContent });
        const deleting = await remove(token, id);
        expect(deleting.statusCode).toBe(403);
      }
      expect(await stored(id)).toEqual(before);
    });

    it.each([
      ['no text', {}, COMMENTS_WORDS.commentRequired],
      ['blank text', { text: '   ' }, COMMENTS_WORDS.commentRequired],
      ['text over the limit', { text: 'x'.repeat(2001) }, VALIDATION_WORDS.commentTooLong],
    ])('an edit with %s is 400 and changes nothing', async (_label, payload, message) => {
      const id = await on.add('Unchanged');
      const before = await stored(id);
      const response = await edit(author.token, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await stored(id)).toEqual(before);
    });

    it('delete removes it and its notification, tells every client; twice is 404', async () => {
      const id = await on.add('Soon gone');
      const notified = () => t.database.db.select().from(notifications).where(eq(notifications.entityId, id));
      expect(await notified()).toHaveLength(1);
      const watcher = await connectSocket(url, stranger.token);
      sockets.push(watcher);
      await watch(watcher, { kind: target, id: on.parent() });
      const seen = collect<[string, string, string]>(watcher, SOCKET_EVENTS.commentDeleted);
      const response = await remove(author.token, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: COMMENTS_WORDS.commentDeleted });
      expect(await stored(id)).toBeUndefined();
      expect(await notified()).toHaveLength(0);
      expect((await on.list()).json().comments.some((c: { _id: string }) => c._id === id)).toBe(false);
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual([EVENT_TARGET[target], on.parent(), id]);
      const twice = await remove(author.token, id);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toEqual({ message: COMMENTS_WORDS.commentNotFound });
      expect((await edit(author.token, id, { text: 'Back?' })).statusCode).toBe(404);
      expect((await remove(author.token, 'not-an-id')).statusCode).toBe(400);
    });
  });

  it('a video comment id on the talk route (and the other way round) is 404', async () => {
    const videoComment = await TARGETS.video.add('On the video');
    const response = await t.app.inject({
      method: 'DELETE',
      url: API.talkComment(videoComment),
      headers: bearer(author.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
