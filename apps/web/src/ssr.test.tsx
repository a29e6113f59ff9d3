import { API, API_ERRORS } from '@ideaignite/contract';
import { jobsApi as jobsEndpoints } from '@ideaignite/contract/jobs';
import { act, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { hydrateSignedInPage, seedSignedInPage } from './app/hydrate-signed-in-page.ts';
import { saveSession } from './lib/auth-storage.ts';
import { getLocale } from './lib/i18n/locale.ts';
import { loadLocale } from './lib/i18n/words.ts';
import { queryClient } from './lib/query-provider.tsx';
import { setHydratingSignedIn } from './lib/server-render.ts';
import { composePage, type PageRequest, pageData, renderSignedIn } from './ssr.tsx';
import { callsOf, type FakeHandler, fakeApi, requested } from './test/fake-api.ts';
import { blogItem, feedPage, ownUser, videoItem } from './test/feed-fixtures.ts';
import { makeJobCard } from './test/job-fixtures.ts';

vi.mock('./lib/socket.ts', () => import('./test/fake-socket.ts').then((module) => module.socketModule));
// The real renderer, counted: a page costs the server its renders (decision 012).
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/server')>();
  return { ...actual, renderToString: vi.fn(actual.renderToString) };
});

const SESSION = { token: 'jwt-5', userId: 'user-5', role: 'Hustler' as const };
const GET_USER = `GET ${API.getUser}`;
const FEED = `GET ${API.feedPage}?limit=12`;
/** A title that would end the state's <script> early if it were written as it is. */
const TRICKY_TITLE = 'Chai on wheels </script><script>alert(1)</script>';

function api(overrides: Record<string, FakeHandler> = {}, name = 'Ananya Rao') {
  return fakeApi({
    [GET_USER]: { status: 200, body: ownUser('Hustler', { Username: name }) },
    [FEED]: {
      status: 200,
      body: feedPage(
        [
          { ...videoItem('video-1', TRICKY_TITLE, '2025-06-02'), posterUrl: '/media/posters/video-1.webp' },
          { ...videoItem('video-2', 'Second pitch', '2025-05-30'), posterUrl: '/media/posters/video-2.webp' },
        ],
        [
          {
            ...blogItem('blog-1', 'Bootstrapping in Pune', '2025-06-01'),
            coverImageUrl: '/media/covers/blog-1.webp',
          },
        ],
      ),
    },
    [`GET ${API.messagesUnreadCount}`]: { status: 200, body: { count: 3 } },
    [`GET ${API.notificationsUnreadCount}`]: { status: 200, body: { count: 0 } },
    [`GET ${API.completeness}`]: { status: 200, body: { success: true, score: 100, missing: [] } },
    [`PUT ${API.verify}`]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
    ...overrides,
  });
}

/** As the server's fetch for the renderer (apps/server plugins/web-app.ts): reads only. */
const readOnly =
  (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    (init?.method ?? 'GET') === 'GET'
      ? fetch(input, init)
      : Promise.reject(new TypeError(`the page renderer may only read the API: ${String(input)}`));

const request = (fetch: typeof globalThis.fetch, overrides: Partial<PageRequest> = {}): PageRequest => ({
  url: '/dashboard/Hustler',
  session: SESSION,
  fetch: readOnly(fetch),
  ...overrides,
});

const stateOf = (page: { state: string }) =>
  JSON.parse(page.state) as {
    userId: string;
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
const keysOf = (page: { state: string }) => stateOf(page).queries.queries.map((query) => query.queryKey);

const TEMPLATE = `<!doctype html><html><head><title>IdeaIgnite</title></head><body><div id="root"></div></body></html>`;

/** Checks the browser sent none of `reads` (the page came with their answers). */
function expectNotReadAgain(fetch: ReturnType<typeof api>, reads: string[]) {
  const sent = callsOf(fetch)
    .map((call) => call.key)
    .filter((key) => key.startsWith('GET'));
  for (const read of reads) expect(sent).not.toContain(read);
}

let hydrated: Root | undefined;

/** Hydrates the app over `root` as main.tsx does, and checks React recovered from nothing and logged no error. */
async function hydrateWithoutMismatch(root: HTMLElement) {
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    hydrated = hydrateRoot(
      root,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
}

beforeEach(() => {
  // As @testing-library/react declares for its own renders: updates are awaited inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setHydratingSignedIn(false);
  queryClient.clear();
  document.body.replaceChildren();
  delete document.documentElement.dataset.appReady;
  window.history.replaceState(null, '', '/');
});

describe('the signed-in dashboard rendered on the server', () => {
  it("renders the session's own dashboard with its feed, and carries the data it rendered with", async () => {
    const fetch = api();
    const page = await renderSignedIn(request(fetch));
    expect(page).not.toBeNull();
    if (!page) return;
    expect(page.head).toContain('<title>Hustler dashboard · IdeaIgnite</title>');
    expect(page.head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // Head tags live in <head> only.
    expect(page.body).not.toContain('<title>');
    expect(page.body).toContain('Welcome back');
    expect(page.body).toContain('Ananya Rao');
    expect(page.body).toContain('Fresh from the community');
    expect(page.body).toContain('Bootstrapping in Pune');
    // Text a user wrote is escaped in the markup...
    expect(page.body).toContain('Chai on wheels &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    // ...and in the JSON, which holds no "<" at all, yet reads back exactly.
    expect(page.state).not.toContain('<');
    expect(JSON.stringify(stateOf(page))).toContain(JSON.stringify(TRICKY_TITLE));
    expect(stateOf(page).userId).toBe('user-5');
    expect(keysOf(page)).toEqual(
      expect.arrayContaining([['current-user'], ['dash-content'], ['unread-count', 'messages']]),
    );
    // The unread badge is in the first paint.
    expect(page.body).toMatch(/Messages[^<]*<\/span>.*3/s);
    // Only reads: the verification check (a PUT that may send mail) is left to the browser.
    expect(callsOf(fetch).map((call) => call.key)).not.toContain(`PUT ${API.verify}`);
    expect(keysOf(page)).not.toContainEqual(['verification-status', 'user-5']);
  });

  it("draws the first poster as the page's largest paint, and leaves the images below it for after hydration", async () => {
    const page = await renderSignedIn(request(api()));
    if (!page) throw new Error('not rendered');
    const container = document.createElement('div');
    container.innerHTML = page.body;
    const sources = [...container.querySelectorAll('main img')].map((image) => image.getAttribute('src'));
    expect(
      container.querySelector('img[src="/media/posters/video-1.webp"]')?.getAttribute('fetchpriority'),
    ).toBe('high');
    expect(sources).not.toContain('/media/posters/video-2.webp');
    expect(sources).not.toContain('/media/covers/blog-1.webp');
    // Avatars are placeholders that keep their accessible name.
    expect(sources).not.toContain('/images/placeholder-avatar.svg');
    expect(
      container.querySelector('main [role="img"][aria-label="Priya Shah has no profile picture yet"]'),
    ).not.toBeNull();
    // Feed cards off the screen are laid out only once they near it.
    const items = [...container.querySelectorAll('section[aria-labelledby="feed-heading"] li')];
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.className).toContain('[content-visibility:auto]');
  });

  it("leaves every other page, and another role's dashboard, to the browser", async () => {
    const fetch = api();
    expect(await renderSignedIn(request(fetch, { url: '/videos' }))).toBeNull();
    expect(await renderSignedIn(request(fetch, { url: '/dashboard/Investor' }))).toBeNull();
    expect(await renderSignedIn(request(fetch, { session: { ...SESSION, role: null } }))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    // The role matches whatever its case, as the route does.
    expect(await renderSignedIn(request(fetch, { url: '/dashboard/hustler?from=mail' }))).not.toBeNull();
  });

  it('renders the dashboard once: its reads are fetched before, and no render is spent only to name them', async () => {
    const fetch = api();
    vi.mocked(renderToString).mockClear();
    const page = await renderSignedIn(request(fetch));
    expect(page?.body).toContain('Bootstrapping in Pune');
    expect(renderToString).toHaveBeenCalledTimes(1);
    // Each read once.
    const keys = callsOf(fetch).map((call) => call.key);
    expect(keys.filter((key) => key === FEED)).toHaveLength(1);
    expect(keys.filter((key) => key === GET_USER)).toHaveLength(1);
    // The verification check is not even tried: it would fail (not a read) and cost a render.
    expect(callsOf(fetch).map((call) => call.key)).not.toContain(`PUT ${API.verify}`);
    expect(page?.body).toContain('Checking');
  });

  it.each(['Investor', 'Cofounder'] as const)("renders the %s's dashboard once too", async (role) => {
    const fetch = api({ [GET_USER]: { status: 200, body: ownUser(role, { Username: 'Ananya Rao' }) } });
    vi.mocked(renderToString).mockClear();
    const page = await renderSignedIn(
      request(fetch, { url: `/dashboard/${role}`, session: { ...SESSION, role } }),
    );
    expect(page?.body).toContain('Bootstrapping in Pune');
    expect(renderToString).toHaveBeenCalledTimes(1);
  });

  it('renders a query that failed as loading, and leaves it out of the data for the browser to fetch', async () => {
    const fetch = api({ [FEED]: { status: 500, body: { message: 'Server error' } } });
    vi.mocked(renderToString).mockClear();
    const page = await renderSignedIn(request(fetch));
    if (!page) throw new Error('not rendered');
    expect(keysOf(page)).not.toContainEqual(['dash-content']);
    expect(keysOf(page)).toContainEqual(['current-user']);
    // Rendered again once the failed query is put back to loading.
    expect(renderToString).toHaveBeenCalledTimes(2);
    expect(page.body).not.toContain('Bootstrapping in Pune');
    expect(page.body).toContain('Ananya Rao');
  });

  it('keeps concurrent requests apart: each page is rendered with its own session and data', async () => {
    const first = vi.fn(api({}, 'Ananya Rao'));
    const second = vi.fn(api({}, 'Vikram Sethi'));
    const [a, b] = await Promise.all([
      renderSignedIn(request(first)),
      renderSignedIn(request(second, { session: { ...SESSION, token: 'jwt-6', userId: 'user-6' } })),
    ]);
    expect(a?.body).toContain('Ananya Rao');
    expect(a?.body).not.toContain('Vikram Sethi');
    expect(b?.body).toContain('Vikram Sethi');
    expect(b?.body).not.toContain('Ananya Rao');
    expect(b && stateOf(b).userId).toBe('user-6');
    for (const [fetch, token] of [
      [first, 'jwt-5'],
      [second, 'jwt-6'],
    ] as const) {
      const headers = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization'));
      expect(new Set(headers)).toEqual(new Set([`Bearer ${token}`]));
    }
  });

  it("puts the page in the shell: its head tags for the shell's title, its markup and data in #root", async () => {
    const page = await renderSignedIn(request(api()));
    if (!page) throw new Error('not rendered');
    const html = new TextDecoder().decode(composePage(TEMPLATE, page));
    expect(html).not.toContain('<title>IdeaIgnite</title>');
    const title = html.indexOf('<title>Hustler dashboard · IdeaIgnite</title>');
    expect(title).toBeGreaterThan(html.indexOf('<head>'));
    expect(title).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<div id="root">${page.body}</div>`);
    expect(html).toContain(`<script type="application/json" id="ssr-state">${page.state}</script>`);
    // A shell with nothing to fill is an error (the server then sends app.html), not a page without content.
    expect(() => composePage('<!doctype html><title>IdeaIgnite</title>', page)).toThrow(/root/);
  });
});

describe('the signed-in dashboard rendered in Hindi', () => {
  it("renders in the visitor's language, and the page says so on <html>", async () => {
    await loadLocale('hi-IN');
    const page = await renderSignedIn(request(api(), { locale: 'hi-IN' }));
    if (!page) throw new Error('not rendered');
    expect(page.locale).toBe('hi-IN');
    expect(page.body).not.toContain('Welcome back');
    expect(page.body).toMatch(/[\u0900-\u097F]/);
    expect(page.body).toContain('Ananya Rao');
    const html = new TextDecoder().decode(
      composePage(TEMPLATE.replace('<html>', '<html lang="en-IN">'), page),
    );
    expect(html).toContain('<html lang="hi-IN">');
    // The language is put back: the next visitor's page is in English.
    const english = await renderSignedIn(request(api()));
    expect(english?.body).toContain('Welcome back');
    expect(getLocale()).toBe('en-IN');
  });
});

describe('hydrating a dashboard rendered on the server', () => {
  /** The rendered page in the document, as the browser receives it, with this browser's session. */
  async function receive(session = SESSION) {
    const page = await renderSignedIn(request(api()));
    if (!page) throw new Error('not rendered');
    window.history.replaceState(null, '', '/dashboard/Hustler');
    document.body.innerHTML = `<div id="root">${page.body}</div><script type="application/json" id="ssr-state">${page.state}</script>`;
    saveSession({ token: session.token, userId: session.userId, role: 'Hustler' });
    const root = document.getElementById('root') as HTMLElement;
    const state = document.getElementById('ssr-state') as HTMLElement;
    return { root, state };
  }

  it('hydrates without a mismatch, keeping the rendered elements, and asks the API for none of the data again', async () => {
    const { root, state } = await receive();
    const heading = root.querySelector('article h3');
    expect(heading?.textContent).toBe(TRICKY_TITLE);
    const fetch = api();
    expect(await hydrateSignedInPage(state)).toBe(true);
    expect(document.getElementById('ssr-state')).toBeNull();
    await hydrateWithoutMismatch(root);
    expect(document.documentElement.dataset.appReady).toBe('');
    expect(root.querySelector('article h3')).toBe(heading);
    // Once hydrated, the images left for the browser are there.
    const sources = [...root.querySelectorAll('main img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(
      expect.arrayContaining([
        '/media/posters/video-2.webp',
        '/media/covers/blog-1.webp',
        '/images/placeholder-avatar.svg',
      ]),
    );
    // The exact date is added in the reader's time zone once hydrated.
    expect(root.querySelector('time')?.getAttribute('title')).toBeTruthy();
    expectNotReadAgain(fetch, [GET_USER, FEED]);
  });

  it('is not hydrated for another account, no account, or data it cannot read', async () => {
    const other = await receive({ ...SESSION, token: 'jwt-7', userId: 'user-7' });
    expect(await hydrateSignedInPage(other.state)).toBe(false);

    const signedOut = await receive();
    localStorage.clear();
    expect(await hydrateSignedInPage(signedOut.state)).toBe(false);

    const garbled = await receive();
    garbled.state.textContent = '{"userId": "user-5", "queries": ';
    expect(await hydrateSignedInPage(garbled.state)).toBe(false);
    // JSON that reads but is not a query cache: the cache refuses it, and the page is rendered afresh.
    const malformed = await receive();
    malformed.state.textContent = '{"userId": "user-5", "queries": {"queries": 5}}';
    expect(await hydrateSignedInPage(malformed.state)).toBe(false);
    expect(queryClient.getQueryData(['current-user'])).toBeUndefined();
  });
});

describe('a page sent to a service worker holding this build: app.html with its data (decision 050)', () => {
  /** As app.html is: the stylesheet linked, an empty #root. */
  const APP = `<!doctype html><html lang="en-IN"><head><title>IdeaIgnite</title><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div></body></html>`;
  const decode = (bytes: Uint8Array | null) => new TextDecoder().decode(bytes ?? new Uint8Array());
  const stateIn = (html: string) =>
    /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';

  it('carries the reads the dashboard makes, each read once, and no markup: nothing is rendered', async () => {
    const fetch = api();
    vi.mocked(renderToString).mockClear();
    const html = decode(await pageData(APP, request(fetch)));
    expect(renderToString).not.toHaveBeenCalled();
    expect(html).toMatch(/<div id="root"><\/div>\s*<script type="application\/json" id="ssr-state">/);
    expect(html).toContain('<title>IdeaIgnite</title>');
    const keys = stateOf({ state: stateIn(html) })
      .queries.queries.map((query) => JSON.stringify(query.queryKey))
      .sort();
    expect(keys).toEqual(
      [
        '["completeness"]',
        '["current-user"]',
        '["dash-content"]',
        '["unread-count","messages"]',
        '["unread-count","notifications"]',
      ].sort(),
    );
    const reads = callsOf(fetch).map((call) => call.key);
    expect(reads.filter((key) => key === FEED)).toHaveLength(1);
    expect(reads.filter((key) => key === GET_USER)).toHaveLength(1);
    // Written into a <script>: the title's </script> cannot end it.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("leaves out a read that failed, says the page's language, and leaves other pages to the browser", async () => {
    const fetch = api({ [FEED]: { status: 500, body: { message: 'down' } } });
    const html = decode(await pageData(APP, request(fetch, { locale: 'hi-IN' })));
    const keys = stateOf({ state: stateIn(html) }).queries.queries.map((query) => query.queryKey[0]);
    expect(keys).not.toContain('dash-content');
    expect(keys).toContain('current-user');
    expect(html).toContain('<html lang="hi-IN">');
    expect(await pageData(APP, request(api(), { url: '/messages' }))).toBeNull();
    expect(await pageData(APP, request(api(), { url: '/dashboard/Investor' }))).toBeNull();
  });

  /** The page in the document, as the browser receives it, with this browser's session; answers its #ssr-state. */
  async function receive(session = SESSION) {
    const html = decode(await pageData(APP, request(api())));
    window.history.replaceState(null, '', '/dashboard/Hustler');
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="ssr-state">${stateIn(html)}</script>`;
    saveSession({ token: session.token, userId: session.userId, role: 'Hustler' });
    return document.getElementById('ssr-state') as HTMLElement;
  }

  it('is drawn in the browser with that data: the feed shows, and none of it is asked for again', async () => {
    const state = await receive();
    const fetch = api();
    expect(await seedSignedInPage(state)).toBe(true);
    expect(document.getElementById('ssr-state')).toBeNull();
    const root = document.getElementById('root') as HTMLElement;
    await act(async () => {
      hydrated = createRoot(root);
      hydrated.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    await vi.waitFor(() => expect(root.querySelector('article h3')?.textContent).toBe(TRICKY_TITLE));
    expect(root.textContent).toContain('Bootstrapping in Pune');
    expectNotReadAgain(fetch, [GET_USER, FEED]);
  });

  it("is not used for another account's data: that page is drawn afresh", async () => {
    expect(await seedSignedInPage(await receive({ ...SESSION, token: 'jwt-7', userId: 'user-7' }))).toBe(
      false,
    );
    expect(queryClient.getQueryData(['current-user'])).toBeUndefined();
  });
});

describe('the job seeker’s pages rendered on the server', () => {
  const JOBSEEKER = { token: 'jwt-8', userId: 'user-5', role: 'Jobseeker' as const };
  /** The job seeker's API: their profile with skills, the board, their applications and saved jobs. */
  function jobsApi() {
    const board = { success: true, data: [makeJobCard()], nextCursor: null };
    return fakeApi({
      [GET_USER]: {
        status: 200,
        body: ownUser('Jobseeker', { Username: 'Meera Pillai', skills: ['Figma'] }),
      },
      [`GET ${jobsEndpoints.list.path}?skill=Figma&limit=12`]: { status: 200, body: board },
      [`GET ${jobsEndpoints.list.path}?limit=12`]: { status: 200, body: board },
      [`GET ${jobsEndpoints.facets.path}`]: { status: 200, body: { success: true, total: 1, counts: {} } },
      [`GET ${jobsEndpoints.myApplications.path}?limit=3`]: {
        status: 200,
        body: { success: true, data: [], nextCursor: null },
      },
      [`GET ${jobsEndpoints.saved.path}?limit=12`]: {
        status: 200,
        body: { success: true, data: [], nextCursor: null },
      },
      [`GET ${API.messagesUnreadCount}`]: { status: 200, body: { count: 0 } },
      [`GET ${API.notificationsUnreadCount}`]: { status: 200, body: { count: 0 } },
      [`GET ${API.completeness}`]: { status: 200, body: { success: true, score: 80, missing: [] } },
    });
  }

  it('renders their dashboard with their home in it: the jobs matching their skills, asked for once their profile is read', async () => {
    const fetch = jobsApi();
    const page = await renderSignedIn(request(fetch, { url: '/dashboard/Jobseeker', session: JOBSEEKER }));
    if (!page) throw new Error('not rendered');
    expect(page.body).toContain('Meera Pillai');
    expect(page.body).toContain('id="home-jobs"');
    expect(page.body).toContain('Growth intern');
    expect(requested(fetch)).toContain(`GET ${jobsEndpoints.list.path}?skill=Figma&limit=12`);
  });

  it('renders their dashboard twice: its known reads before the first render, the matching jobs once it names them', async () => {
    const fetch = jobsApi();
    vi.mocked(renderToString).mockClear();
    await renderSignedIn(request(fetch, { url: '/dashboard/Jobseeker', session: JOBSEEKER }));
    expect(renderToString).toHaveBeenCalledTimes(2);
    expect(requested(fetch)).not.toContain(`GET ${API.feedPage}?limit=12`);
  });

  it('renders the jobs board for every role, with its cards', async () => {
    const page = await renderSignedIn(request(jobsApi(), { url: '/jobs', session: JOBSEEKER }));
    if (!page) throw new Error('not rendered');
    expect(page.body).toContain('Growth intern');
    const hustler = await renderSignedIn(request(jobsApi(), { url: '/jobs?type=internship' }));
    expect(hustler).not.toBeNull();
  });

  it('hydrates their dashboard without a mismatch, their home kept as rendered and not asked for again', async () => {
    const page = await renderSignedIn(
      request(jobsApi(), { url: '/dashboard/Jobseeker', session: JOBSEEKER }),
    );
    if (!page) throw new Error('not rendered');
    window.history.replaceState(null, '', '/dashboard/Jobseeker');
    document.body.innerHTML = `<div id="root">${page.body}</div><script type="application/json" id="ssr-state">${page.state}</script>`;
    saveSession({ token: JOBSEEKER.token, userId: JOBSEEKER.userId, role: 'Jobseeker' });
    const root = document.getElementById('root') as HTMLElement;
    const card = root.querySelector('section[aria-labelledby="home-jobs"] li');
    expect(card?.textContent).toContain('Growth intern');
    const fetch = jobsApi();
    expect(await hydrateSignedInPage(document.getElementById('ssr-state') as HTMLElement)).toBe(true);
    await hydrateWithoutMismatch(root);
    expect(root.querySelector('section[aria-labelledby="home-jobs"] li')).toBe(card);
    expect(requested(fetch)).not.toContain(`GET ${jobsEndpoints.list.path}?skill=Figma&limit=12`);
  });
});
