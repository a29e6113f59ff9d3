import { API, MESSAGES_WORDS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogs, users, videoComments, videos } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpWithProfile, type TestContext } from '../../test/build-test-app.ts';
import { postBlog, postTalk, postTalkComment, postVideo, postVideoComment } from '../../test/content.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpWithProfile>>;
type Named = { _id: string };

/**
 * Everywhere people and posts are listed or read, the viewer does not see someone blocked either
 * way, a suspended account's posts, or anything a moderator hid (decision 023).
 */
describe(`what blocks, suspensions and hiding take out of sight (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: Person;
  let author: Person;
  let host: Person;
  let videoId: string;
  let blogId: string;
  let hostVideoId: string;
  let hostTalkId: string;

  const get = (person: Person, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(person.token) });
  const post = (person: Person, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(person.token), payload });
  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signUpWithProfile(t.app, 'Investor', { Username: 'Viewer' });
    author = await signUpWithProfile(t.app, 'Hustler', { Username: 'Zoravar', project: 'KhetiKart' });
    host = await signUpWithProfile(t.app, 'Hustler', { Username: 'Host', project: 'ChaiCart' });
    videoId = await postVideo(t.app, author.token, { title: 'Author demo' });
    hostVideoId = await postVideo(t.app, host.token, { title: 'Host demo' });
    blogId = await postBlog(t.app, author.token, { title: 'Author blog' });
    hostTalkId = await postTalk(t.app, host.token, 'Host talk');
    await postVideoComment(t.app, author.token, hostVideoId, 'From author');
    await postTalkComment(t.app, author.token, hostTalkId, 'From author');
    await postVideoComment(t.app, host.token, hostVideoId, 'From host');
  });
  afterAll(() => t.close());

  /** What the viewer can see of the author, place by place. */
  async function seenOfAuthor() {
    const ids = (items: Named[]) => items.map((item) => item._id);
    const discovery = (await get(viewer, API.hustlerProfiles)).json().data as Named[];
    const search = (await get(viewer, `${API.users}?q=Zoravar`)).json() as Named[];
    const profile = await get(viewer, API.publicProfile(author.id));
    const videoList = (await get(viewer, API.getVideos)).json().data as Named[];
    const blogList = (await get(viewer, `${API.getBlogs}?kind=blog`)).json().data as Named[];
    const feed = (await get(viewer, API.feedPage)).json().data as { videos: Named[]; blogs: Named[] };
    const videoCommentList = (await get(viewer, API.videoComments(hostVideoId))).json().comments as Array<{
      text: string;
    }>;
    const talkCommentList = (await get(viewer, API.talkComments(hostTalkId))).json().comments as Array<{
      text: string;
    }>;
    const talks = (await get(viewer, `${API.getBlogs}?kind=talk`)).json().data as Array<
      Named & { comments: Array<{ text: string }> }
    >;
    const embedded = talks.find((talk) => talk._id === hostTalkId)?.comments ?? [];
    return {
      discovery: ids(discovery).includes(author.id),
      search: ids(search).includes(author.id),
      profile: profile.statusCode,
      videos: ids(videoList).includes(videoId),
      blogs: ids(blogList).includes(blogId),
      feed: ids(feed.videos).includes(videoId) && ids(feed.blogs).includes(blogId),
      videoComments: videoCommentList.map((comment) => comment.text),
      talkComments: talkCommentList.map((comment) => comment.text),
      embeddedComments: embedded.map((comment) => comment.text),
    };
  }

  const allSeen = {
    discovery: true,
    search: true,
    profile: 200,
    videos: true,
    blogs: true,
    feed: true,
    videoComments: ['From host', 'From author'],
    talkComments: ['From author'],
    embeddedComments: ['From author'],
  };
  const noneSeen = {
    discovery: false,
    search: false,
    profile: 404,
    videos: false,
    blogs: false,
    feed: false,
    videoComments: ['From host'],
    talkComments: [],
    embeddedComments: [],
  };

  it('everything is seen before any block', async () => {
    expect(await seenOfAuthor()).toEqual(allSeen);
  });

  it.each([
    ['the viewer blocked the author', 'viewer'],
    ['the author blocked the viewer', 'author'],
  ] as const)('%s: the author vanishes everywhere, and comes back after unblocking', async (_name, by) => {
    const [blocker, blocked] = by === 'viewer' ? [viewer, author] : [author, viewer];
    const put = await t.app.inject({
      method: 'PUT',
      url: API.block(blocked.id),
      headers: bearer(blocker.token),
    });
    expect(put.statusCode).toBe(200);
    expect(await seenOfAuthor()).toEqual(noneSeen);
    const profile = await get(viewer, API.publicProfile(author.id));
    expect(profile.json().message).toBe(MESSAGES_WORDS.receiverNotFound);
    // The host, blocked by nobody, still sees everything of the author.
    const hostView = (await get(host, API.getVideos)).json().data as Named[];
    expect(hostView.map((video) => video._id)).toContain(videoId);
    await t.app.inject({ method: 'DELETE', url: API.block(blocked.id), headers: bearer(blocker.token) });
    expect(await seenOfAuthor()).toEqual(allSeen);
  });

  it("a suspended account's profile and posts vanish for everyone, and come back when restored", async () => {
    const db = t.database.db;
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, author.id));
    expect(await seenOfAuthor()).toEqual(noneSeen);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, author.id));
    expect(await seenOfAuthor()).toEqual(allSeen);
  });

  it('hidden videos, blogs and comments vanish, and liking or commenting on a hidden post is 404', async () => {
    const db = t.database.db;
    const now = new Date();
    await db.update(videos).set({ hiddenAt: now }).where(eq(videos.id, videoId));
    await db.update(blogs).set({ hiddenAt: now }).where(eq(blogs.id, blogId));
    await db.update(videoComments).set({ hiddenAt: now }).where(eq(videoComments.userId, author.id));
    await db.update(blogComments).set({ hiddenAt: now }).where(eq(blogComments.userId, author.id));
    expect(await seenOfAuthor()).toEqual({ ...noneSeen, discovery: true, search: true, profile: 200 });
    expect((await post(viewer, API.likeVideo, { videoId })).statusCode).toBe(404);
    expect((await post(viewer, API.commentVideo, { videoId, text: 'Hi' })).statusCode).toBe(404);
    expect((await post(viewer, API.talkComments(blogId), { text: 'Hi' })).statusCode).toBe(404);
    await db.update(videos).set({ hiddenAt: null }).where(eq(videos.id, videoId));
    await db.update(blogs).set({ hiddenAt: null }).where(eq(blogs.id, blogId));
    await db.update(videoComments).set({ hiddenAt: null }).where(eq(videoComments.userId, author.id));
    await db.update(blogComments).set({ hiddenAt: null }).where(eq(blogComments.userId, author.id));
    expect(await seenOfAuthor()).toEqual(allSeen);
  });
});
