import { API } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`the dashboard feed (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('Dashcontent interleaves videos and blogs newest first, page by page', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    for (const title of ['Bootstrapping in Indore', 'Hiring in Pune', 'Pricing for Bharat']) {
      const response = await t.app.inject({
        method: 'POST',
        url: API.addBlog,
        headers: bearer(hustler.token),
        payload: formData({ title, summary: 'Summary.', content: 'Content.' }),
      });
      expect(response.statusCode).toBe(201);
    }
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
        await t.app.inject({ url: `${API.feedPage}${query}`, headers: bearer(hustler.token) })
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
