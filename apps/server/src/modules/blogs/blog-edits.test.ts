import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  API,
  BLOGS_WORDS,
  CONTENT_WORDS,
  SOCKET_EVENTS,
  TALKS_WORDS,
  VALIDATION_WORDS,
  WORDS,
} from '@ideaignite/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogs, notifications } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, pngImage } from '../../test/fixtures.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`editing and deleting one's own blog or talk (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
    owner = await signUpUser(t.app, 'Hustler');
    other = await signUpUser(t.app, 'Hustler');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const cover = async () => ({ image: { data: await pngImage(), name: 'c.png', type: 'image/png' } });
  const addBlog = async (title = 'Bootstrapping in Indore') => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.addBlog,
      headers: bearer(owner.token),
      payload: formData({ title, summary: 'What we learnt.', content: 'Paragraph one.' }, await cover()),
    });
    expect(response.statusCode).toBe(201);
    return response.json().blog as { _id: string; coverImageUrl: string };
  };
  const addTalk = async (title = 'Who is building in Pune?') => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: bearer(owner.token),
      payload: { title },
    });
    return response.json().blog as { _id: string; coverImageUrl: string | null };
  };
  const editBlog = (token: string, blogId: string, fields: Record<string, string>, files = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: API.blog(blogId),
      headers: bearer(token),
      payload: formData(fields, files),
    });
  const remove = (token: string, url: string) =>
    t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
  const row = async (blogId: string) =>
    (await t.database.db.select().from(blogs).where(eq(blogs.id, blogId)))[0];
  const onDisk = (publicUrl: string) =>
    existsSync(path.join(t.dataDir, 'media', publicUrl.replace(/^\/media\//, '')));

  it('the owner edits texts; the answer, the list and the socket carry the edit and editedAt', async () => {
    const blog = await addBlog();
    const watcher = await connectSocket(url, other.token);
    sockets.push(watcher);
    await watch(watcher, { kind: 'blog', id: blog._id });
    const seen = collect<[{ _id: string; title: string; editedAt: string }]>(
      watcher,
      SOCKET_EVENTS.blogUpdated,
    );
    const response = await editBlog(owner.token, blog._id, {
      title: 'Bootstrapping, revisited',
      summary: 'New',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: BLOGS_WORDS.blogUpdated,
      blog: { _id: blog._id, title: 'Bootstrapping, revisited', summary: 'New', content: 'Paragraph one.' },
    });
    expect(body.blog.coverImageUrl).toBe(blog.coverImageUrl);
    expect(Date.parse(body.blog.editedAt)).not.toBeNaN();
    await waitFor(() => seen.length === 1);
    expect(seen[0]![0]).toMatchObject({ _id: blog._id, title: 'Bootstrapping, revisited' });
    const list = (
      await t.app.inject({ url: `${API.getBlogs}?kind=blog`, headers: bearer(other.token) })
    ).json();
    expect(list.data.find((b: { _id: string }) => b._id === blog._id).editedAt).toBe(body.blog.editedAt);
  });

  it('a new cover replaces the old one in storage; removeCover takes it away', async () => {
    const blog = await addBlog('Covers');
    const replaced = await editBlog(owner.token, blog._id, {}, await cover());
    expect(replaced.statusCode).toBe(200);
    const newUrl = replaced.json().blog.coverImageUrl as string;
    expect(newUrl).toMatch(/^\/media\/covers\/.+\.webp$/);
    expect(newUrl).not.toBe(blog.coverImageUrl);
    expect(onDisk(blog.coverImageUrl)).toBe(false);
    expect(onDisk(newUrl)).toBe(true);
    const removed = await editBlog(owner.token, blog._id, { removeCover: 'true' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().blog.coverImageUrl).toBeNull();
    expect(onDisk(newUrl)).toBe(false);
    expect((await t.app.inject({ url: newUrl })).statusCode).toBe(404);
  });

  it("someone else's blog or talk: 403 for edit and delete, nothing changed, no file kept", async () => {
    const blog = await addBlog('Not yours');
    const talk = await addTalk('Not yours either');
    const before = { blog: await row(blog._id), talk: await row(talk._id) };
    const attempts = [
      await editBlog(other.token, blog._id, { title: 'Hijacked' }, await cover()),
      await remove(other.token, API.blog(blog._id)),
      await t.app.inject({
        method: 'PATCH',
        url: API.talk(talk._id),
        headers: bearer(other.token),
        payload: { title: 'Hijacked' },
      }),
      await remove(other.token, API.talk(talk._id)),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json()).toEqual({ message: CONTENT_WORDS.notYourContent });
    }
    expect(await row(blog._id)).toEqual(before.blog);
    expect(await row(talk._id)).toEqual(before.talk);
    expect(onDisk(blog.coverImageUrl)).toBe(true);
  });

  it.each([
    ['no field', {}, CONTENT_WORDS.nothingToChange],
    ['a blank title', { title: '  ' }, WORDS.blogCreation.allRequired],
    ['a summary over the limit', { summary: 'x'.repeat(501) }, VALIDATION_WORDS.summaryTooLong],
  ])('a blog edit with %s is 400 and changes nothing', async (_label, fields, message) => {
    const blog = await addBlog('Steady');
    const before = await row(blog._id);
    const response = await editBlog(owner.token, blog._id, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await row(blog._id)).toEqual(before);
  });

  it('a cover that is not an image is 415 and the old cover stays', async () => {
    const blog = await addBlog('Bad cover');
    const before = await row(blog._id);
    const response = await editBlog(
      owner.token,
      blog._id,
      { title: 'Changed?' },
      { image: { data: Buffer.from('plain text, not a picture'), name: 'c.png', type: 'image/png' } },
    );
    expect(response.statusCode).toBe(415);
    expect(await row(blog._id)).toEqual(before);
    expect(onDisk(blog.coverImageUrl)).toBe(true);
  });

  it('a talk is edited through its own route; a blog id there (or a talk id on the blog route) is 404', async () => {
    const talk = await addTalk();
    const blog = await addBlog('A blog');
    const edit = (id: string, title: unknown) =>
      t.app.inject({ method: 'PATCH', url: API.talk(id), headers: bearer(owner.token), payload: { title } });
    const response = await edit(talk._id, '  Who is building in Pune and Nagpur?  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: TALKS_WORDS.talkUpdated,
      blog: { _id: talk._id, kind: 'talk', title: 'Who is building in Pune and Nagpur?' },
    });
    expect(response.json().blog.editedAt).not.toBeNull();
    expect((await edit(talk._id, ' ')).json().message).toBe(TALKS_WORDS.talkRequired);
    expect((await edit(talk._id, 'x'.repeat(1001))).json().message).toBe(VALIDATION_WORDS.talkTooLong);
    expect((await edit(blog._id, 'x')).statusCode).toBe(404);
    expect((await editBlog(owner.token, talk._id, { title: 'x' })).statusCode).toBe(404);
    expect((await remove(owner.token, API.blog(talk._id))).statusCode).toBe(404);
    expect((await remove(owner.token, API.talk(blog._id))).statusCode).toBe(404);
  });

  it.each(['blog', 'talk'] as const)(
    'deleting a %s removes it, its cover, comments and notifications; twice is 404',
    async (kind) => {
      const post = kind === 'blog' ? await addBlog('Doomed') : await addTalk('Doomed talk');
      const postUrl = kind === 'blog' ? API.blog(post._id) : API.talk(post._id);
      const fan = await signUpUser(t.app, 'Investor');
      const commented = await t.app.inject({
        method: 'POST',
        url: API.talkComments(post._id),
        headers: bearer(fan.token),
        payload: { text: 'Following this' },
      });
      expect(commented.statusCode).toBe(201);
      const commentId = commented.json().comment._id as string;
      const about = () =>
        t.database.db
          .select()
          .from(notifications)
          .where(inArray(notifications.entityId, [post._id, commentId]));
      expect(await about()).toHaveLength(1);
      const watcher = await connectSocket(url, other.token);
      sockets.push(watcher);
      await watch(watcher, { kind, id: post._id });
      const seen = collect<[string, string]>(watcher, SOCKET_EVENTS.blogDeleted);

      const response = await remove(owner.token, postUrl);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: kind === 'blog' ? BLOGS_WORDS.blogDeleted : TALKS_WORDS.talkDeleted,
      });
      expect(await row(post._id)).toBeUndefined();
      expect(
        await t.database.db.select().from(blogComments).where(eq(blogComments.blogId, post._id)),
      ).toHaveLength(0);
      expect(await about()).toHaveLength(0);
      const cover = post.coverImageUrl;
      if (cover) {
        expect(onDisk(cover)).toBe(false);
        expect((await t.app.inject({ url: cover })).statusCode).toBe(404);
      }
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual([post._id, kind]);
      const twice = await remove(owner.token, postUrl);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toEqual({ message: BLOGS_WORDS.blogNotFound });
    },
  );
});
