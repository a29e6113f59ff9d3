import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API, CONTENT_MESSAGES, MESSAGES, SOCKET_EVENTS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, jpegImage, mp4Video, pngImage } from '../../test/fixtures.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`blogs, talks and the feed (${databaseLabel()})`, () => {
  let t: TestContext;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    hustler = await signUpUser(t.app, 'Hustler');
  });
  afterAll(() => t.close());

  const addBlog = (
    token: string,
    fields: Record<string, string>,
    image?: { data: Buffer; name: string; type: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: API.addBlog,
      headers: bearer(token),
      payload: formData(fields, image ? { image } : {}),
    });
  const covers = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'media', 'covers'));
    } catch {
      return [];
    }
  };
  const blog = {
    title: 'Bootstrapping in Indore',
    summary: 'What 18 months without funding taught us.',
    content: 'Paragraph one.\n\nParagraph <b>two</b>.',
  };

  it('a Hustler publishes a blog with a png cover, stored re-encoded; text stays text', async () => {
    const response = await addBlog(hustler.token, blog, {
      data: await pngImage(),
      name: 'cover.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: MESSAGES.blogCreation.success,
      blog: { ...blog, kind: 'blog', comments: [] },
    });
    expect(body.blog.coverImageUrl).toMatch(/^\/media\/covers\/.+\.webp$/);
    expect(body.blog.uploadedBy._id).toBe(hustler.id);
    const withJpeg = await addBlog(
      hustler.token,
      { ...blog, title: 'JPEG cover' },
      { data: await jpegImage(), name: 'c.jpg', type: 'image/jpeg' },
    );
    expect(withJpeg.statusCode).toBe(201);
    const noCover = await addBlog(hustler.token, { ...blog, title: 'No cover' });
    expect(noCover.json().blog.coverImageUrl).toBeNull();
  });

  it.each([[{ title: 'x', summary: 'y' }], [{ title: ' ', summary: 'y', content: 'z' }], [{}]])(
    'answers 400 with the spec message for %j',
    async (fields) => {
      const response = await addBlog(hustler.token, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.blogCreation.allRequired,
        error: MESSAGES.blogCreation.allRequired,
      });
    },
  );

  it('refuses a cover that is not png or jpeg by content (415), and other roles (403)', async () => {
    const before = covers().length;
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const fake = await addBlog(hustler.token, blog, { data: gif, name: 'cover.png', type: 'image/png' });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      message: CONTENT_MESSAGES.invalidCover,
      error: CONTENT_MESSAGES.invalidCover,
    });
    expect(covers().length).toBe(before);
    const cofounder = await signUpUser(t.app, 'Cofounder');
    expect((await addBlog(cofounder.token, blog)).statusCode).toBe(403);
  });

  it('addTalks answers { blog } for any role; blank talks are refused', async () => {
    const jobseeker = await signUpUser(t.app, 'Jobseeker');
    const response = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: bearer(jobseeker.token),
      payload: { title: 'Who is hiring interns in Pune?' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().blog).toMatchObject({
      kind: 'talk',
      title: 'Who is hiring interns in Pune?',
      summary: null,
      uploadedBy: { _id: jobseeker.id },
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: bearer(jobseeker.token),
      payload: { title: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: CONTENT_MESSAGES.talkRequired });
  });

  it('talk comments are saved, embedded newest first, listed, and pushed live', async () => {
    const url = await listen(t.app);
    const talk = (
      await t.app.inject({
        method: 'POST',
        url: API.addTalks,
        headers: bearer(hustler.token),
        payload: { title: 'Best co-working in Kochi?' },
      })
    ).json().blog;
    const listener = await signUpUser(t.app, 'Investor');
    const socket = await connectSocket(url, listener.token);
    const seen = collect<[string, { text: string }]>(socket, SOCKET_EVENTS.newTalkComment);
    try {
      for (const text of ['Try Kerala Startup Mission', 'Second that']) {
        const response = await t.app.inject({
          method: 'POST',
          url: API.talkComments(talk._id),
          headers: bearer(listener.token),
          payload: { text },
        });
        expect(response.statusCode).toBe(201);
      }
      await waitFor(() => seen.length === 2);
      expect(seen.map(([id, c]) => [id, c.text])).toEqual([
        [talk._id, 'Try Kerala Startup Mission'],
        [talk._id, 'Second that'],
      ]);
    } finally {
      socket.close();
    }
    const list = (
      await t.app.inject({ url: `${API.getBlogs}?kind=talk`, headers: bearer(hustler.token) })
    ).json();
    const saved = list.data.find((b: { _id: string }) => b._id === talk._id);
    expect(saved.comments.map((c: { text: string }) => c.text)).toEqual([
      'Second that',
      'Try Kerala Startup Mission',
    ]);
    expect(saved.commentsCount).toBe(2);
    const comments = (
      await t.app.inject({ url: API.talkComments(talk._id), headers: bearer(hustler.token) })
    ).json();
    expect(comments.comments).toHaveLength(2);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API.talkComments(talk._id),
          headers: bearer(hustler.token),
          payload: { text: ' ' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('getblogs filters by kind and pages; Dashcontent interleaves videos and blogs newest first', async () => {
    const onlyBlogs = (
      await t.app.inject({ url: `${API.getBlogs}?kind=blog`, headers: bearer(hustler.token) })
    ).json();
    expect(onlyBlogs.data.every((b: { kind: string }) => b.kind === 'blog')).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Newest video', description: 'd' },
        { video: { data: await mp4Video(), name: 'v.mp4', type: 'video/mp4' } },
      ),
    });
    const total = (await t.database.db.select().from(blogs)).filter((b) => b.kind === 'blog').length + 1;
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (
        await t.app.inject({ url: `${API.dashContent}${query}`, headers: bearer(hustler.token) })
      ).json();
      expect(body.success).toBe(true);
      seen.push(
        ...body.data.videos.map((v: { title: string }) => `video:${v.title}`),
        ...body.data.blogs.map((b: { title: string }) => `blog:${b.title}`),
      );
      if (page === 0) expect(body.data.videos[0].title).toBe('Newest video');
      cursor = body.data.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});
