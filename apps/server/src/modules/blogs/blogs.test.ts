import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API, BLOGS_WORDS, WORDS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, jpegImage, pngImage } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`blogs (${databaseLabel()})`, () => {
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
      message: WORDS.blogCreation.success,
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
        message: WORDS.blogCreation.allRequired,
        error: WORDS.blogCreation.allRequired,
      });
    },
  );

  it('refuses a cover that is not png or jpeg by content (415), and other roles (403)', async () => {
    const before = covers().length;
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const fake = await addBlog(hustler.token, blog, { data: gif, name: 'cover.png', type: 'image/png' });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      message: BLOGS_WORDS.invalidCover,
      error: BLOGS_WORDS.invalidCover,
    });
    expect(covers().length).toBe(before);
    const cofounder = await signUpUser(t.app, 'Cofounder');
    expect((await addBlog(cofounder.token, blog)).statusCode).toBe(403);
  });

  it('getblogs filters by kind', async () => {
    const onlyBlogs = (
      await t.app.inject({ url: `${API.getBlogs}?kind=blog`, headers: bearer(hustler.token) })
    ).json();
    expect(onlyBlogs.data.every((b: { kind: string }) => b.kind === 'blog')).toBe(true);
  });
});
