import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { API, API_ERRORS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../lib/session-cookie.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { postBlog, postVideo } from '../test/content.ts';

/**
 * A stand-in for apps/web's built renderer (src/ssr.tsx → dist/ssr/ssr.js), with its interface:
 * it renders /dashboard/* from what the API answers through the fetch it is given, and shows
 * what it was given. The real renderer has its own tests (apps/web src/ssr.test.tsx) and runs
 * in the browser journeys.
 */
const RENDERER = `
export async function warmUp() { globalThis.warmUps = (globalThis.warmUps ?? 0) + 1; }
const utf8 = (html) => new TextEncoder().encode(html);
export async function renderPage({ url, session, fetch, worker }) {
  if (url.includes('?worker')) return utf8('<p id="worker">' + String(worker) + '</p>');
  if (url.startsWith('/fails')) throw new Error('the render failed');
  if (url.startsWith('/writes')) await fetch('${API.logout}', { method: 'POST' });
  if (url.startsWith('/elsewhere')) await fetch('https://example.com/');
  if (!url.startsWith('/dashboard/')) return null;
  if (url.includes('?feed')) {
    const feed = JSON.parse(await (await fetch('${API.feedPage}?limit=12')).text()).data;
    return utf8('<ul id="feed">' + [...feed.videos, ...feed.blogs].map((item) => '<li>' + item.title + '</li>').join('') + '</ul>');
  }
  if (url.includes('?answers')) {
    // What the API client reads of an answer: ok, status, a header by any case, text.
    const found = await fetch('${API.getUser}');
    const missing = await fetch('${API.getUser}/nothing-here');
    const parts = [found.ok, found.status, found.headers.get('Content-Type'), found.headers.get('X-Not-Sent'),
      missing.ok, missing.status, JSON.parse(await missing.text()).message];
    return utf8('<p id="answers">' + parts.join('|') + '</p>');
  }
  if (url.includes('?hindi')) return utf8('<!doctype html><p id="page">' + 'नमस्ते, ₹ 500 — '.repeat(200) + '</p>');
  const answer = await fetch('${API.getUser}');
  const body = JSON.parse(await answer.text());
  return utf8('<!doctype html><title>rendered</title><p id="page" data-user="' + session.userId + '" data-role="' +
    session.role + '">' + answer.status + ' ' + body.user.email + '</p>');
}
`;
const SHELL = '<!doctype html><title>IdeaIgnite</title><div id="root" data-shell="app"></div>';

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'ideaignite-ssr-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>IdeaIgnite</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'app.html'), SHELL);
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'ssr/ssr.js'), RENDERER);
  writeFileSync(path.join(dist, 'ssr/shell.html'), SHELL);
  return dist;
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  Array.isArray(setCookie) ? setCookie[0] : setCookie;

describe('signed-in pages rendered on the server', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    // Busy at any load: a current worker's navigation is the renderer's to answer with data (decision 050).
    t = await buildTestApp({ WEB_DIST: dist, PAGE_RENDER_BUSY_ABOVE: '0' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  /** Signs a new user in as the browser does (on `app`, this suite's by default); answers the session cookie it was given. */
  async function signedIn(app = t.app) {
    const user = await signUpUser(app, 'Hustler');
    const response = await app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.200.0.1',
    });
    expect(response.statusCode).toBe(200);
    const setCookie = cookieOf(response.headers['set-cookie']);
    const token = response.json().accessToken as string;
    return { user, token, setCookie, cookie: `theme=dark; ${SESSION_COOKIE}=${token}` };
  }

  it('gives the session as an HttpOnly cookie at sign-up and sign-in, expiring with it', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: API.signup,
      payload: { email: 'cookie-signup@example.in', password: 'Ignite#2025', role: 'Investor' },
      remoteAddress: '10.200.0.2',
    });
    expect(signup.statusCode).toBe(201);
    const sessionCookie = (token: string) =>
      new RegExp(
        `^${SESSION_COOKIE}=${token.replace(/\./g, '\\.')}; Max-Age=(\\d+); Path=/; HttpOnly; SameSite=Lax$`,
      );
    expect(cookieOf(signup.headers['set-cookie'])).toMatch(sessionCookie(signup.json().accessToken));
    const { token, setCookie } = await signedIn();
    expect(setCookie).toMatch(sessionCookie(token));
    // The default session lives 7 days.
    const maxAge = Number(setCookie?.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
    // Answers keep their shape: the token is still in the body for localStorage.
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("renders a page for the cookie's live session, with the API answering as that session, never cached", async () => {
    const { user, cookie } = await signedIn();
    const response = await page('/dashboard/Hustler', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(response.body).toContain(
      `<p id="page" data-user="${user.id}" data-role="Hustler">200 ${user.email}</p>`,
    );
  });

  it("answers the renderer's reads as the API client reads them: ok, status, headers by any case, the body as text", async () => {
    const { cookie } = await signedIn();
    const response = await page('/dashboard/Hustler?answers', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<p id="answers">true|200|application/json; charset=utf-8||false|404|${API_ERRORS.notFound}</p>`,
    );
  });

  it('tells the renderer which service worker sent the navigation while busy, and the answer varies by it (decision 050)', async () => {
    const { cookie } = await signedIn();
    const sent = await t.app.inject({
      method: 'GET',
      url: '/dashboard/Hustler?worker',
      headers: { cookie, 'service-worker-navigation-preload': 'build-7' },
    });
    expect(sent.body).toBe('<p id="worker">build-7</p>');
    expect(String(sent.headers.vary)).toMatch(/service-worker-navigation-preload/i);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect((await page('/dashboard/Hustler?worker', cookie)).body).toBe('<p id="worker">undefined</p>');

    // A server that always renders (PAGE_RENDER_BUSY_ABOVE=1) never tells it.
    const always = await buildTestApp({ WEB_DIST: dist, PAGE_RENDER_BUSY_ABOVE: '1' });
    try {
      const rendered = await always.app.inject({
        method: 'GET',
        url: '/dashboard/Hustler?worker',
        headers: {
          cookie: (await signedIn(always.app)).cookie,
          'service-worker-navigation-preload': 'build-7',
        },
      });
      expect(rendered.body).toBe('<p id="worker">undefined</p>');
    } finally {
      await always.close();
    }
  });

  it("sends the renderer's UTF-8 bytes as they are: a Hindi page arrives whole, plain and compressed", async () => {
    const { cookie } = await signedIn();
    const expected = `<!doctype html><p id="page">${'नमस्ते, ₹ 500 — '.repeat(200)}</p>`;
    const plain = await page('/dashboard/Hustler?hindi', cookie);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toBe(expected);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(expected));
    const br = await t.app.inject({
      url: '/dashboard/Hustler?hindi',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(expected);
  });

  it("leaves a blocked person's posts out of the rendered page and the page sent to a worker, both ways, as the API does", async () => {
    const asha = await signedIn();
    const bina = await signedIn();
    await postVideo(t.app, asha.token, { title: 'Asha pitch' });
    await postBlog(t.app, bina.token, { title: 'Bina blog' });
    // As a browser asks, and as a service worker asks (decision 050: its page's data is read the same way).
    const feedsOf = async (cookie: string) =>
      Promise.all(
        [{}, { 'service-worker-navigation-preload': 'build-7' }].map(
          async (headers) =>
            (
              await t.app.inject({
                method: 'GET',
                url: '/dashboard/Hustler?feed',
                headers: { cookie, ...headers },
              })
            ).body,
        ),
      );
    const feedOf = async (cookie: string) => (await feedsOf(cookie)).join('\n');
    for (const feed of await feedsOf(bina.cookie)) expect(feed).toContain('<li>Asha pitch</li>');
    for (const feed of await feedsOf(asha.cookie)) expect(feed).toContain('<li>Bina blog</li>');

    const blocked = await t.app.inject({
      method: 'PUT',
      url: API.block(bina.user.id),
      headers: bearer(asha.token),
    });
    expect(blocked.statusCode).toBe(200);
    expect(await feedOf(bina.cookie)).not.toContain('Asha pitch');
    expect(await feedOf(asha.cookie)).not.toContain('Bina blog');
  });

  it('sends the app shell without a cookie, and for a cookie whose session is not live, removing it', async () => {
    const plain = await page('/dashboard/Hustler');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SHELL);
    expect(plain.headers['set-cookie']).toBeUndefined();

    const forged = await page('/dashboard/Hustler', `${SESSION_COOKIE}=not.a.token`);
    expect(forged.body).toBe(SHELL);
    expect(cookieOf(forged.headers['set-cookie'])).toBe(
      `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('removes the cookie at sign-out, and the ended session renders nothing', async () => {
    const { token, cookie } = await signedIn();
    const logout = await t.app.inject({ method: 'POST', url: API.logout, headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(cookieOf(logout.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0;`));
    const after = await page('/dashboard/Hustler', cookie);
    expect(after.body).toBe(SHELL);

    const everywhere = await signedIn();
    const ended = await t.app.inject({
      method: 'DELETE',
      url: API.sessions,
      headers: bearer(everywhere.token),
    });
    expect(ended.statusCode).toBe(204);
    expect(cookieOf(ended.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0;`));
    expect((await page('/dashboard/Hustler', everywhere.cookie)).body).toBe(SHELL);

    // Ending this very session from the sessions list removes it too; ending another one does not.
    const { user, token: laptop } = await signedIn();
    const phone = await t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.200.0.3',
    });
    const phoneToken = phone.json().accessToken as string;
    const listed = await t.app.inject({ url: API.sessions, headers: bearer(laptop) });
    const sessions = (listed.json() as { sessions: { id: string; current: boolean }[] }).sessions;
    const laptopId = sessions.find((session) => session.current)?.id;
    const phoneIds = sessions.filter((session) => !session.current).map((session) => session.id);
    for (const id of phoneIds) {
      const endOther = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${id}`,
        headers: bearer(laptop),
      });
      expect(endOther.statusCode).toBe(204);
      expect(endOther.headers['set-cookie']).toBeUndefined();
    }
    expect((await t.app.inject({ url: API.getUser, headers: bearer(phoneToken) })).statusCode).toBe(401);
    const endOwn = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopId}`,
      headers: bearer(laptop),
    });
    expect(endOwn.statusCode).toBe(204);
    expect(cookieOf(endOwn.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0;`));
  });

  it('sends the shell for a page the renderer leaves to the browser, a render that fails, and a HEAD request', async () => {
    const { cookie } = await signedIn();
    for (const url of ['/videos', '/fails', '/elsewhere']) {
      const response = await page(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
    const head = await page('/dashboard/Hustler', cookie, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('lets the renderer only read: a write it tries is refused and changes nothing', async () => {
    const { token, cookie } = await signedIn();
    const response = await page('/writes', cookie);
    expect(response.body).toBe(SHELL);
    // The logout it tried did not happen: the session is live.
    const me = await t.app.inject({ url: API.getUser, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it('has the renderer load and warm up once the server is ready', async () => {
    await expect.poll(() => (globalThis as { warmUps?: number }).warmUps ?? 0).toBeGreaterThan(0);
  });

  it('never sends the renderer or its shell as files', async () => {
    for (const url of [
      '/ssr/ssr.js',
      '/ssr/shell.html',
      '/%73sr/ssr.js',
      '/SSR/ssr.js',
      '/ssr/./ssr.js',
      '/ssr//ssr.js',
      '/assets/../ssr/ssr.js',
      '/ssr%2Fssr.js',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('renderPage');
    }
  });
});

describe('the session cookie behind an HTTPS proxy', () => {
  it('is Secure', async () => {
    const dist = webDist();
    const t = await buildTestApp({ WEB_DIST: dist, TRUST_PROXY: 'true' });
    try {
      const user = await signUpUser(t.app, 'Investor');
      const response = await t.app.inject({
        method: 'POST',
        url: API.signin,
        payload: { email: user.email, password: user.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(cookieOf(response.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
