import { BLOGS_WORDS, VIDEOS_WORDS } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { blogsApi } from '@ideaignite/contract/blogs';
import { talksApi } from '@ideaignite/contract/talks';
import { videosApi } from '@ideaignite/contract/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postBlog, postTalk, postTalkComment, postVideo, postVideoComment } from '../../test/content.ts';
import { callJobs as callApi } from '../../test/job-postings.ts';
import { fileReport, moderate, signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const MODERATOR = 'post-addresses-moderator@example.in';
const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * Issue 26: every post has an address. GET of one video, blog or talk answers it as its list does
 * (author, comments, counts), and answers 404 wherever the lists would leave it out.
 */
describe(`a post at its own address (${databaseLabel()})`, () => {
  let t: TestContext;
  let moderator: Person;
  let author: Person;
  let reader: Person;
  let videoId: string;
  let blogId: string;
  let talkId: string;

  const open = (who: Person) => ({
    video: (id: string) => callApi(t.app, videosApi.get, who.token, { params: { videoId: id } }),
    blog: (id: string) => callApi(t.app, blogsApi.get, who.token, { params: { blogId: id } }),
    talk: (id: string) => callApi(t.app, talksApi.get, who.token, { params: { talkId: id } }),
  });
  /** The three posts' answers to `who`: status codes by kind. */
  const statuses = async (who: Person, ids = { video: videoId, blog: blogId, talk: talkId }) => {
    const get = open(who);
    return {
      video: (await get.video(ids.video)).statusCode,
      blog: (await get.blog(ids.blog)).statusCode,
      talk: (await get.talk(ids.talk)).statusCode,
    };
  };
  const everyone = (status: number) => ({ video: status, blog: status, talk: status });

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATOR });
    moderator = await signUpModerator(t, 'Investor', MODERATOR);
    author = await signUpUser(t.app, 'Hustler');
    reader = await signUpUser(t.app, 'Jobseeker');
    videoId = await postVideo(t.app, author.token);
    blogId = await postBlog(t.app, author.token);
    talkId = await postTalk(t.app, author.token, 'Selling chai by subscription in Pune');
    await postVideoComment(t.app, reader.token, videoId, 'Which city first?');
    await postTalkComment(t.app, reader.token, blogId, 'Loved the numbers.');
    await postTalkComment(t.app, reader.token, talkId, 'We tried this in Nagpur.');
  }, 180_000);
  afterAll(() => t.close());

  it('answers each post with its author and latest comments, as its list shows it', async () => {
    const get = open(reader);
    const video = await get.video(videoId);
    expect(video.statusCode, video.body).toBe(200);
    expect(video.json().video).toMatchObject({
      _id: videoId,
      uploadedBy: { _id: author.id },
      commentsCount: 1,
    });
    const blog = await get.blog(blogId);
    expect(blog.statusCode, blog.body).toBe(200);
    expect(blog.json().blog).toMatchObject({
      _id: blogId,
      kind: 'blog',
      uploadedBy: { _id: author.id },
      commentsCount: 1,
      comments: [{ text: 'Loved the numbers.' }],
    });
    const talk = await get.talk(talkId);
    expect(talk.statusCode, talk.body).toBe(200);
    expect(talk.json().blog).toMatchObject({
      _id: talkId,
      kind: 'talk',
      title: 'Selling chai by subscription in Pune',
      commentsCount: 1,
    });
  });

  it('answers 404 for no such post, a blog at a talk’s address and back, and 400 for an id that is not one', async () => {
    expect(await statuses(reader, { video: MISSING, blog: MISSING, talk: MISSING })).toEqual(everyone(404));
    const get = open(reader);
    expect((await get.video(MISSING)).json()).toEqual({ message: VIDEOS_WORDS.videoNotFound });
    expect((await get.blog(MISSING)).json()).toEqual({ message: BLOGS_WORDS.blogNotFound });
    expect((await get.blog(talkId)).statusCode).toBe(404);
    expect((await get.talk(blogId)).statusCode).toBe(404);
    for (const answer of [await get.video('not-an-id'), await get.blog('1 or 1=1'), await get.talk('x')])
      expect(answer.statusCode).toBe(400);
  });

  it('answers 404 across a block either way, and again once it is lifted', async () => {
    const blocker = await signUpUser(t.app, 'Cofounder');
    const blocked = await signUpUser(t.app, 'Investor');
    const block = (by: Person, whom: Person, on = true) =>
      callApi(t.app, on ? blocksApi.block : blocksApi.unblock, by.token, { params: { userId: whom.id } });
    expect((await block(blocker, author)).statusCode).toBeLessThan(300);
    expect((await block(author, blocked)).statusCode).toBeLessThan(300);
    expect(await statuses(blocker)).toEqual(everyone(404));
    expect(await statuses(blocked)).toEqual(everyone(404));
    // The author still opens their own.
    expect(await statuses(author)).toEqual(everyone(200));
    await block(blocker, author, false);
    expect(await statuses(blocker)).toEqual(everyone(200));
  });

  it('answers 404 for what a moderator hid, and for a suspended author’s posts', async () => {
    const other = await signUpUser(t.app, 'Hustler');
    const ids = {
      video: await postVideo(t.app, other.token),
      blog: await postBlog(t.app, other.token),
      talk: await postTalk(t.app, other.token, 'A talk a moderator will hide'),
    };
    expect(await statuses(reader, ids)).toEqual(everyone(200));
    for (const target of ['video', 'blog', 'talk'] as const)
      await moderate(t, moderator, await fileReport(t, reader, target, ids[target]), 'hide');
    expect(await statuses(reader, ids)).toEqual(everyone(404));

    await moderate(t, moderator, await fileReport(t, reader, 'user', author.id), 'suspend');
    expect(await statuses(reader)).toEqual(everyone(404));
  });
});
