import { PUBLIC_PAGES_WORDS, sharedImagePath } from '@ideaignite/contract';
import { accountSettingsApi } from '@ideaignite/contract/account-settings';
import { PUBLIC_PAGES_WORDS_HI } from '@ideaignite/contract/hi';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postHustlerMedia, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postBlog, postTalk, postVideo } from '../../test/content.ts';
import { callJobs as callApi } from '../../test/job-postings.ts';
import { fileReport, moderate, signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const MODERATOR = 'public-pages-moderator@example.in';
const MISSING = '00000000-0000-4000-8000-000000000000';
const ORIGIN = 'https://ideaignite.example';

/** The content of `<meta property|name="key">` in a page, or undefined. */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(
    html,
  );
  return tag?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * Issue 26: a signed-out visitor of a post's or profile's address gets a light public page with
 * Open Graph and Twitter card tags; nothing is public that the owner turned off, a moderator hid,
 * or whose owner is suspended or leaving; a member with a session cookie opens the app instead.
 */
describe(`public pages of shared posts and profiles (${databaseLabel()})`, () => {
  let t: TestContext;
  let moderator: Person;
  let author: Person;
  let reader: Person;
  let videoId: string;
  let blogId: string;
  let talkId: string;

  /** A page request as a browser (or a crawler) sends it, with no session unless `cookie`. */
  const visit = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', ...headers } });
  const statusAt = async (path: string) => (await visit(path)).statusCode;
  const privacy = (who: Person, choices: Record<string, boolean>) =>
    callApi(t.app, accountSettingsApi.update, who.token, { body: { privacy: choices } });

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATOR, PUBLIC_URL: ORIGIN });
    moderator = await signUpModerator(t, 'Investor', MODERATOR);
    author = await signUpUser(t.app, 'Hustler');
    reader = await signUpUser(t.app, 'Jobseeker');
    const posted = await postHustlerMedia(t.app, author.token, {
      Username: 'Meera Iyer',
      project: 'Chai Subscriptions',
      currentWork: 'Testing solar-powered ice boxes with vendors in Pune',
    });
    videoId = posted.video.video._id;
    blogId = posted.blog.blog._id;
    talkId = await postTalk(t.app, author.token, 'Selling chai by subscription in Pune: what would you pay?');
  }, 180_000);
  afterAll(() => t.close());

  it('answers a shared video with its title, the author, role, first lines and the Open Graph and Twitter tags', async () => {
    const page = await visit(`/videos/${videoId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers.vary).toMatch(/Cookie/);
    const html = page.body;
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>Pitch day · IdeaIgnite</title>');
    expect(html).toContain('<strong>Meera Iyer</strong>');
    expect(html).toContain(PUBLIC_PAGES_WORDS.roleHustler);
    expect(html).toContain('Our first demo');
    expect(html).toContain(PUBLIC_PAGES_WORDS.joinVideo);
    expect(metaOf(html, 'og:type')).toBe('video.other');
    expect(metaOf(html, 'og:title')).toBe('Pitch day');
    expect(metaOf(html, 'og:description')).toBe('Our first demo');
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/videos/${videoId}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(Number(metaOf(html, 'og:image:width'))).toBeGreaterThanOrEqual(600);
    // Posts are not listed by search engines until their owner says so.
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
  });

  it('makes the preview image a 1200 × 630 JPEG from the poster or cover, and the small copy 600 wide', async () => {
    for (const [kind, id] of [
      ['video', videoId],
      ['blog', blogId],
    ] as const) {
      const html = (await visit(`/${kind}s/${id}`)).body;
      const image = metaOf(html, 'og:image') ?? '';
      expect(image).toBe(`${ORIGIN}${sharedImagePath(kind, id)}`);
      const answer = await t.app.inject({ method: 'GET', url: image.slice(ORIGIN.length) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      const small = await t.app.inject({ method: 'GET', url: sharedImagePath(kind, id, 600) });
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 600, height: 315 });
    }
    for (const url of [
      `${sharedImagePath('video', videoId)}?w=7`,
      `/api/share/poster/${videoId}/image`,
      '/api/share/video/1/image',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toEqual({ message: PUBLIC_PAGES_WORDS.invalidImage });
    }
  });

  it('answers a blog with its summary first and a talk with its text; a post without a picture shows the site card', async () => {
    const blog = (await visit(`/blogs/${blogId}`)).body;
    expect(metaOf(blog, 'og:type')).toBe('article');
    expect(metaOf(blog, 'og:title')).toBe('Bootstrapping in Indore');
    expect(metaOf(blog, 'og:description')).toBe('Lessons Paragraph one.');
    const talk = (await visit(`/talks/${talkId}`)).body;
    expect(talk).toContain('Selling chai by subscription in Pune: what would you pay?');
    expect(metaOf(talk, 'og:image')).toBe(`${ORIGIN}/brand/og-image.png`);
    expect(metaOf(talk, 'og:image:width')).toBe('1200');
    expect((await t.app.inject({ method: 'GET', url: sharedImagePath('talk', talkId) })).statusCode).toBe(
      404,
    );
  });

  it('writes what people typed as text, never as markup', async () => {
    const id = await postBlog(t.app, author.token, {
      title: '<script>alert(1)</script> & "quotes"',
      summary: '<img src=x onerror=alert(1)>',
    });
    const html = (await visit(`/blogs/${id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;');
    expect(metaOf(html, 'og:title')).toBe('<script>alert(1)</script> & "quotes"');
  });

  it('answers the page in Hindi for a visitor who chose Hindi', async () => {
    const html = (await visit(`/videos/${videoId}`, { cookie: 'locale=hi-IN' })).body;
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain(PUBLIC_PAGES_WORDS_HI.joinVideo);
    expect(metaOf(html, 'og:locale')).toBe('hi_IN');
  });

  it('answers a 404 page for no such post, a blog at a talk’s address, and an id that is not one', async () => {
    const missing = await visit(`/videos/${MISSING}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(PUBLIC_PAGES_WORDS.notFoundTitle);
    expect(metaOf(missing.body, 'robots')).toBe('noindex, nofollow');
    expect(metaOf(missing.body, 'og:title')).toBeUndefined();
    expect(await statusAt(`/talks/${blogId}`)).toBe(404);
    expect(await statusAt(`/blogs/${talkId}`)).toBe(404);
    // Not an address of a shared thing: the app's (here unbuilt) pages answer as before.
    expect(await statusAt('/videos/not-an-id')).toBe(404);
    expect((await visit('/videos/not-an-id')).body).not.toContain(PUBLIC_PAGES_WORDS.notFoundTitle);
  });

  it("follows the owner's switches: posts on and profile off by default, indexable only when chosen", async () => {
    expect(await statusAt(`/users/${author.id}`)).toBe(404);
    expect((await privacy(author, { publicProfile: true })).statusCode).toBe(200);
    const profile = await visit(`/users/${author.id}`);
    expect(profile.statusCode).toBe(200);
    expect(metaOf(profile.body, 'og:type')).toBe('profile');
    expect(metaOf(profile.body, 'og:title')).toBe('Meera Iyer · Chai Subscriptions');
    expect(profile.body).toContain('Testing solar-powered ice boxes');
    expect(metaOf(profile.body, 'twitter:card')).toBe('summary');
    const picture = await t.app.inject({ method: 'GET', url: sharedImagePath('profile', author.id) });
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 600, height: 600 });

    expect((await privacy(author, { publicIndexable: true })).statusCode).toBe(200);
    expect(metaOf((await visit(`/videos/${videoId}`)).body, 'robots')).toBe('index, follow');

    expect((await privacy(author, { publicPosts: false, publicIndexable: false })).statusCode).toBe(200);
    for (const path of [`/videos/${videoId}`, `/blogs/${blogId}`, `/talks/${talkId}`])
      expect(await statusAt(path)).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: sharedImagePath('video', videoId) })).statusCode).toBe(
      404,
    );
    expect(await statusAt(`/users/${author.id}`)).toBe(200);

    expect((await privacy(author, { publicPosts: true, publicProfile: false })).statusCode).toBe(200);
    expect(await statusAt(`/videos/${videoId}`)).toBe(200);
    expect(await statusAt(`/users/${author.id}`)).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: sharedImagePath('profile', author.id) })).statusCode,
    ).toBe(404);
  });

  it('refuses a switch that is not on or off, and changes nothing', async () => {
    const answer = await privacy(author, { publicPosts: 'yes' as unknown as boolean });
    expect(answer.statusCode).toBe(400);
    expect(await statusAt(`/videos/${videoId}`)).toBe(200);
  });

  it('answers 404 for what a moderator hid, for a suspended owner, and for an account being deleted', async () => {
    const other = await signUpUser(t.app, 'Hustler');
    const ids = {
      video: await postVideo(t.app, other.token),
      blog: await postBlog(t.app, other.token),
      talk: await postTalk(t.app, other.token, 'A talk a moderator will hide'),
    };
    const paths = { video: `/videos/${ids.video}`, blog: `/blogs/${ids.blog}`, talk: `/talks/${ids.talk}` };
    for (const path of Object.values(paths)) expect(await statusAt(path)).toBe(200);
    for (const target of ['video', 'blog', 'talk'] as const)
      await moderate(t, moderator, await fileReport(t, reader, target, ids[target]), 'hide');
    for (const path of Object.values(paths)) expect(await statusAt(path)).toBe(404);

    const suspended = await signUpUser(t.app, 'Cofounder');
    const theirs = await postTalk(t.app, suspended.token, 'Looking for a co-founder in Kochi');
    expect(await statusAt(`/talks/${theirs}`)).toBe(200);
    await moderate(t, moderator, await fileReport(t, reader, 'user', suspended.id), 'suspend');
    expect(await statusAt(`/talks/${theirs}`)).toBe(404);

    const leaving = await signUpUser(t.app, 'Investor');
    const last = await postTalk(t.app, leaving.token, 'Office hours this Friday');
    expect(await statusAt(`/talks/${last}`)).toBe(200);
    await t.database.db.execute(sql`update users set deletion_requested_at = now() where id = ${leaving.id}`);
    expect(await statusAt(`/talks/${last}`)).toBe(404);
  });

  it("gives a member with a session cookie (or the app's one-time cookie) the app's page, not the public one", async () => {
    const signedIn = await visit(`/videos/${videoId}`, { cookie: `ii_session=${reader.token}` });
    expect(signedIn.body).not.toContain(PUBLIC_PAGES_WORDS.joinVideo);
    const asked = await visit(`/videos/${videoId}`, { cookie: 'ii_app=1' });
    expect(asked.body).not.toContain(PUBLIC_PAGES_WORDS.joinVideo);
    // An ended session's cookie counts for nothing: the public page.
    const ended = await visit(`/videos/${videoId}`, { cookie: 'ii_session=not-a-session' });
    expect(ended.body).toContain(PUBLIC_PAGES_WORDS.joinVideo);
  });
});
