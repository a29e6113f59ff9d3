import { API, BLOCKS_WORDS, BLOGS_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { blogsApi } from '@ideaignite/contract/blogs';
import { talksApi } from '@ideaignite/contract/talks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogLikes, blogs, videoLikes, videos } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postBlog, postTalk, postTalkComment, postVideo } from '../../test/content.ts';
import { callJobs as callApi } from '../../test/job-postings.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { fileReport, moderate, signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
type Kind = 'blog' | 'talk';
type AnyKind = Kind | 'video';
const MODERATOR = 'post-likes-moderator@example.in';
const SECOND_MODERATOR = 'post-likes-unlike-moderator@example.in';
const MISSING = '00000000-0000-4000-8000-000000000000';

/** Issue 26: blogs and talks are liked as videos are: once per person, counted, live, and told. */
describe(`likes on blogs and talks (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let author: Person;
  let reader: Person;
  const ids = { blog: '', talk: '' };

  const like = (kind: Kind, who: Person, id: string, on = true) =>
    kind === 'blog'
      ? callApi(t.app, on ? blogsApi.like : blogsApi.unlike, who.token, { params: { blogId: id } })
      : callApi(t.app, on ? talksApi.like : talksApi.unlike, who.token, { params: { talkId: id } });
  const open = async (kind: Kind, who: Person, id = ids[kind]) =>
    kind === 'blog'
      ? callApi(t.app, blogsApi.get, who.token, { params: { blogId: id } })
      : callApi(t.app, talksApi.get, who.token, { params: { talkId: id } });

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: `${MODERATOR},${SECOND_MODERATOR}` });
    url = await listen(t.app);
    author = await signUpUser(t.app, 'Hustler');
    reader = await signUpUser(t.app, 'Jobseeker');
    ids.blog = await postBlog(t.app, author.token);
    ids.talk = await postTalk(t.app, author.token, 'Cold chain for small dairies');
  }, 180_000);
  afterAll(() => t.close());

  it.each(['blog', 'talk'] as const)(
    'a %s counts each person once however often they like it; unlike takes it back',
    async (kind) => {
      const fans = await Promise.all([signUpUser(t.app, 'Investor'), signUpUser(t.app, 'Cofounder')]);
      const answers = await Promise.all(
        fans.flatMap((fan) => [like(kind, fan, ids[kind]), like(kind, fan, ids[kind])]),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect((await like(kind, fans[0]!, ids[kind])).json()).toEqual({
        success: true,
        likes: 2,
        userHasLiked: true,
      });

      const mine = (await open(kind, fans[0]!)).json().blog;
      expect(mine).toMatchObject({ likes: 2, userHasLiked: true });
      expect((await open(kind, reader)).json().blog).toMatchObject({ likes: 2, userHasLiked: false });
      const list = await t.app.inject({
        url: `${API.getBlogs}?kind=${kind}`,
        headers: bearer(fans[0]!.token),
      });
      expect(list.json().data.find((post: { _id: string }) => post._id === ids[kind])).toMatchObject({
        likes: 2,
        userHasLiked: true,
      });

      const unliked = await like(kind, fans[0]!, ids[kind], false);
      expect(unliked.json()).toEqual({ success: true, likes: 1, userHasLiked: false });
      expect((await like(kind, fans[0]!, ids[kind], false)).json().likes).toBe(1);
      await like(kind, fans[1]!, ids[kind], false);
      expect((await open(kind, author)).json().blog).toMatchObject({ likes: 0, userHasLiked: false });
    },
  );

  it('tells the author once, naming the post, and shows other open pages the new count', async () => {
    const fan = await signUpUser(t.app, 'Investor');
    const watcher = await signUpUser(t.app, 'Cofounder');
    const socket = await connectSocket(url, watcher.token);
    await watch(socket, { kind: 'talk', id: ids.talk });
    const live = collect<[string, string, number]>(socket, SOCKET_EVENTS.likesChanged);
    try {
      await like('talk', fan, ids.talk);
      await like('talk', fan, ids.talk);
      await waitFor(() => live.length === 1);
      expect(live[0]).toEqual(['talk', ids.talk, 1]);
      await like('talk', fan, ids.talk, false);
      await waitFor(() => live.length === 2);
      expect(live[1]).toEqual(['talk', ids.talk, 0]);
    } finally {
      socket.disconnect();
    }
    await like('blog', fan, ids.blog);
    const notes = (await t.app.inject({ url: API.notifications, headers: bearer(author.token) })).json();
    const likes = notes.filter(
      (note: { type: string; actorId: string }) => note.type === 'like' && note.actorId === fan.id,
    );
    // The talk liked twice, unliked, and the blog once: one notice each for the two first likes.
    expect(
      likes.map((note: { entityId: string; params: { key: string } }) => [note.params.key, note.entityId]),
    ).toEqual([
      ['likeBlog', ids.blog],
      ['likeTalk', ids.talk],
    ]);
    await like('blog', fan, ids.blog, false);
  });

  it('a video’s like shows on open pages the same way', async () => {
    const videoId = await postVideo(t.app, author.token);
    const watcher = await signUpUser(t.app, 'Cofounder');
    const socket = await connectSocket(url, watcher.token);
    await watch(socket, { kind: 'video', id: videoId });
    const live = collect<[string, string, number]>(socket, SOCKET_EVENTS.likesChanged);
    try {
      const liked = await t.app.inject({
        method: 'POST',
        url: API.likeVideo,
        headers: bearer(reader.token),
        payload: { videoId },
      });
      expect(liked.json()).toMatchObject({ likes: 1, userHasLiked: true });
      await waitFor(() => live.length === 1);
      expect(live[0]).toEqual(['video', videoId, 1]);
    } finally {
      socket.disconnect();
    }
  });

  it('a comment notice names the post it is on', async () => {
    await postTalkComment(t.app, reader.token, ids.blog, 'Which dairies first?');
    const notes = (await t.app.inject({ url: API.notifications, headers: bearer(author.token) })).json();
    expect(notes.find((note: { type: string }) => note.type === 'comment')).toMatchObject({
      params: { key: 'commentOnBlog', postId: ids.blog },
    });
  });

  it('answers 404 for no such post, the other kind, or an author suspended; 400 for an id that is not one', async () => {
    for (const kind of ['blog', 'talk'] as const) {
      const missing = await like(kind, reader, MISSING);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: BLOGS_WORDS.blogNotFound });
      expect((await like(kind, reader, MISSING, false)).statusCode).toBe(404);
      expect((await like(kind, reader, 'not-an-id')).statusCode).toBe(400);
    }
    expect((await like('blog', reader, ids.talk)).statusCode).toBe(404);
    expect((await like('talk', reader, ids.blog)).statusCode).toBe(404);
    expect((await open('blog', reader)).json().blog.likes).toBe(0);
  });

  it('refuses a like across a block either way (403, nothing counted), unliking stays possible', async () => {
    const blocker = await signUpUser(t.app, 'Cofounder');
    const blocked = await signUpUser(t.app, 'Investor');
    const block = (by: Person, whom: Person, on = true) =>
      callApi(t.app, on ? blocksApi.block : blocksApi.unblock, by.token, { params: { userId: whom.id } });
    expect((await like('blog', blocker, ids.blog)).statusCode).toBe(200);
    await block(blocker, author);
    await block(author, blocked);
    const byBlocker = await like('talk', blocker, ids.talk);
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json()).toEqual({ message: BLOCKS_WORDS.blockedByYou });
    const byBlocked = await like('blog', blocked, ids.blog);
    expect(byBlocked.statusCode).toBe(403);
    expect(byBlocked.json()).toEqual({ message: BLOCKS_WORDS.blockedYou });
    expect((await like('blog', blocker, ids.blog, false)).json()).toMatchObject({ likes: 0 });
    await block(blocker, author, false);
    expect((await open('talk', reader)).json().blog.likes).toBe(0);
  });

  it('answers 404 for a post a moderator hid, and for a suspended author’s', async () => {
    const moderator = await signUpModerator(t, 'Investor', MODERATOR);
    const other = await signUpUser(t.app, 'Hustler');
    const hidden = await postTalk(t.app, other.token, 'A talk a moderator will hide');
    await moderate(t, moderator, await fileReport(t, reader, 'talk', hidden), 'hide');
    expect((await like('talk', reader, hidden)).statusCode).toBe(404);

    const suspended = await signUpUser(t.app, 'Hustler');
    const blog = await postBlog(t.app, suspended.token);
    await moderate(t, moderator, await fileReport(t, reader, 'user', suspended.id), 'suspend');
    expect((await like('blog', reader, blog)).statusCode).toBe(404);
  });
  it('a refused unlike (the post hidden, its author suspended) answers 404 and takes nothing back', async () => {
    const likeAny = (kind: AnyKind, who: Person, id: string, on: boolean) =>
      kind === 'video'
        ? t.app.inject({
            method: 'POST',
            url: on ? API.likeVideo : API.unlikeVideo,
            headers: bearer(who.token),
            payload: { videoId: id },
          })
        : like(kind, who, id, on);
    /** What is stored: whether `who` likes it, and its count. */
    const stored = async (kind: AnyKind, who: Person, id: string) => {
      const db = t.database.db;
      if (kind === 'video') {
        const rows = await db
          .select()
          .from(videoLikes)
          .where(and(eq(videoLikes.videoId, id), eq(videoLikes.userId, who.id)));
        const [row] = await db.select({ likes: videos.likes }).from(videos).where(eq(videos.id, id));
        return { liked: rows.length === 1, likes: row?.likes };
      }
      const rows = await db
        .select()
        .from(blogLikes)
        .where(and(eq(blogLikes.blogId, id), eq(blogLikes.userId, who.id)));
      const [row] = await db.select({ likes: blogs.likes }).from(blogs).where(eq(blogs.id, id));
      return { liked: rows.length === 1, likes: row?.likes };
    };
    const post = async (kind: AnyKind, who: Person) =>
      kind === 'video'
        ? postVideo(t.app, who.token)
        : kind === 'talk'
          ? postTalk(t.app, who.token, 'A talk to like')
          : postBlog(t.app, who.token);
    const kinds = ['video', 'blog', 'talk'] as const;
    const moderator = await signUpModerator(t, 'Investor', SECOND_MODERATOR);
    const fan = await signUpUser(t.app, 'Jobseeker');
    const poster = await signUpUser(t.app, 'Hustler');
    const hidden = { video: '', blog: '', talk: '' };
    const reports = { video: '', blog: '', talk: '' };
    for (const kind of kinds) {
      hidden[kind] = await post(kind, poster);
      expect((await likeAny(kind, fan, hidden[kind], true)).statusCode).toBe(200);
      reports[kind] = await fileReport(t, reader, kind, hidden[kind]);
      await moderate(t, moderator, reports[kind], 'hide');
      expect((await likeAny(kind, fan, hidden[kind], false)).statusCode).toBe(404);
      expect(await stored(kind, fan, hidden[kind])).toEqual({ liked: true, likes: 1 });
    }

    const suspended = await signUpUser(t.app, 'Hustler');
    const theirs = { video: '', blog: '', talk: '' };
    for (const kind of kinds) {
      theirs[kind] = await post(kind, suspended);
      expect((await likeAny(kind, fan, theirs[kind], true)).statusCode).toBe(200);
    }
    await moderate(t, moderator, await fileReport(t, reader, 'user', suspended.id), 'suspend');
    for (const kind of kinds) {
      expect((await likeAny(kind, fan, theirs[kind], false)).statusCode).toBe(404);
      expect(await stored(kind, fan, theirs[kind])).toEqual({ liked: true, likes: 1 });
    }

    // Shown again, the same unlike goes through.
    for (const kind of kinds) {
      await moderate(t, moderator, reports[kind], 'restore');
      const unliked = await likeAny(kind, fan, hidden[kind], false);
      expect(unliked.json()).toEqual({ success: true, likes: 0, userHasLiked: false });
      expect(await stored(kind, fan, hidden[kind])).toEqual({ liked: false, likes: 0 });
    }
  });

  it('unliking across a block stays possible either way, for every kind', async () => {
    const poster = await signUpUser(t.app, 'Hustler');
    const blocker = await signUpUser(t.app, 'Cofounder');
    const blocked = await signUpUser(t.app, 'Investor');
    const block = (by: Person, whom: Person) =>
      callApi(t.app, blocksApi.block, by.token, { params: { userId: whom.id } });
    const items = {
      video: await postVideo(t.app, poster.token),
      blog: await postBlog(t.app, poster.token),
      talk: await postTalk(t.app, poster.token, 'A talk across a block'),
    };
    const likeAny = (kind: AnyKind, who: Person, on: boolean) =>
      kind === 'video'
        ? t.app.inject({
            method: 'POST',
            url: on ? API.likeVideo : API.unlikeVideo,
            headers: bearer(who.token),
            payload: { videoId: items.video },
          })
        : like(kind, who, items[kind], on);
    for (const kind of ['video', 'blog', 'talk'] as const) {
      expect((await likeAny(kind, blocker, true)).statusCode).toBe(200);
      expect((await likeAny(kind, blocked, true)).json()).toMatchObject({ likes: 2 });
    }
    await block(blocker, poster);
    await block(poster, blocked);
    for (const kind of ['video', 'blog', 'talk'] as const) {
      expect((await likeAny(kind, blocker, false)).json()).toEqual({
        success: true,
        likes: 1,
        userHasLiked: false,
      });
      expect((await likeAny(kind, blocked, false)).json()).toEqual({
        success: true,
        likes: 0,
        userHasLiked: false,
      });
    }
  });
});
