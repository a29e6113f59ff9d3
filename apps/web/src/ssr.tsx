/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import type { Role } from '@ideaignite/contract';
import { dehydrate, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app.tsx';
import { knownReads } from './app/page-reads.ts';
import type { Session } from './lib/auth-storage.ts';
import { DEFAULT_LOCALE, type Locale, renderInLocale } from './lib/i18n/locale.ts';
import { loadLocale } from './lib/i18n/words.ts';
import { preloadAllPages, preloadPath } from './lib/lazy-page.ts';
import { fillShellBytes, hoistAll } from './lib/page-html.ts';
import { dashboardPath } from './lib/paths.ts';
import { QUERY_DEFAULTS } from './lib/query-provider.tsx';
import { type ApiFetch, type ServerRender, setServerRenderSource } from './lib/server-render.ts';

/**
 * Signed-in pages rendered per request (decision 012): the server (apps/server web-app plugin)
 * calls `renderPage` for a page request whose session cookie names a live session, and sends the
 * HTML it answers, or app.html when it answers null. The page's queries are fetched from the API
 * in the same process, the page is rendered with them, and the cache goes along in the page
 * (#ssr-state) so the browser hydrates exactly what was rendered (main.tsx).
 *
 * Built by `vite build --ssr` into dist/ssr/ssr.js, beside shell.html: app.html with its
 * stylesheet inline and its scripts started after the first paint (build/prerender.ts).
 */

export interface PageRequest {
  /** Path and query of the page asked for. */
  url: string;
  /** The live session the request's cookie names. */
  session: Session;
  /** Answers an API path (`/api/...`) as the API would answer this session's browser. */
  fetch: ApiFetch;
  /** The language to render in (the visitor's choice, else their browser's); English by default. */
  locale?: Locale;
  /**
   * The `Service-Worker-Navigation-Preload` value the navigation came with: the version of the
   * service worker that sent it (src/service-worker/sw.ts), when one did.
   */
  worker?: string | undefined;
}

/**
 * The pages rendered per request: the user's own dashboard, and the jobs board (every role's, and
 * the Job seeker's way in: issue 25); null for a page left to the browser.
 */
function renderedPage(pathname: string, session: Session): 'dashboard' | 'jobs' | null {
  if (!session.role) return null;
  if (/^\/jobs\/?$/i.test(pathname)) return 'jobs';
  const dashboard = /^\/dashboard\/([^/]+)\/?$/i.exec(pathname);
  return dashboard && dashboard[1]?.toLowerCase() === session.role.toLowerCase() ? 'dashboard' : null;
}

/** Renders that may name queries waiting for another query's answer, before the last render. */
const DATA_ROUNDS = 3;

const requests = new AsyncLocalStorage<ServerRender>();
setServerRenderSource(() => requests.getStore());

let ready: Promise<string> | undefined;

/** The shell, once it and every page's code are loaded (lazy pages then render without suspending). */
function shellWhenReady(): Promise<string> {
  ready ??= Promise.all([readFile(new URL('./shell.html', import.meta.url), 'utf8'), preloadAllPages()]).then(
    // Every page's catalogues are defined now: their Hindi is fetched once, for pages in Hindi.
    async ([template]) => {
      await loadLocale('hi-IN');
      return template;
    },
  );
  return ready;
}

/**
 * app.html (stylesheet linked, scripts in <head>), and the version of this build's service worker
 * (build/installed-app.ts writes it beside the renderer); null when the build wrote none.
 */
let appShell: Promise<{ template: string; worker: string | null }> | undefined;

function appShellWhenReady() {
  appShell ??= Promise.all([
    readFile(new URL('../app.html', import.meta.url), 'utf8'),
    readFile(new URL('./worker-version.txt', import.meta.url), 'utf8').then(
      (version) => version.trim() || null,
      () => null,
    ),
  ]).then(([template, worker]) => ({ template, worker }));
  return appShell;
}

/** A request whose every API read fails: rendering it runs the renderer's code without data. */
const WARM_UP: PageRequest = {
  url: dashboardPath('Hustler'),
  session: { token: 'warm-up', userId: 'warm-up', role: 'Hustler' },
  fetch: async () => new Response(null, { status: 503 }),
};

/**
 * Loads what the first render would otherwise wait for, and renders a page a few times so the
 * first visitor does not wait for the JIT either; the server calls it once it is up.
 */
export async function warmUp(): Promise<void> {
  await shellWhenReady();
  for (let round = 0; round < 5; round += 1) await renderSignedIn(WARM_UP);
}

/** The queries a render asked for that have no data yet, and are enabled (and not the browser's alone). */
function waiting(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter((query) => {
      if (query.meta?.browserOnly) return false;
      const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/** Renders in `locale` (a render is synchronous: no other request's render sees it). */
function render(client: QueryClient, url: string, locale: Locale): string {
  return renderInLocale(locale, () => renderPageTree(client, url));
}

function renderPageTree(client: QueryClient, url: string): string {
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location={url}>
          <AppContent />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Keeps `</script>` and `<!--` out of the JSON written into the page. */
const inScript = (json: string) => json.replace(/</g, '\\u003c');

/** A cache for one request. No retries: a query that fails here is left to the browser, which asks again. */
const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, retry: false } } });

/** Takes the failed queries out of the cache (the browser asks for them again); answers them. */
function removeFailed(client: QueryClient): Query[] {
  const failed = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  for (const query of failed) client.getQueryCache().remove(query);
  return failed;
}

/** The cache as the JSON of #ssr-state: whose page it is, and its queries. */
const stateOf = (client: QueryClient, userId: string) =>
  inScript(JSON.stringify({ userId, queries: dehydrate(client) }));

/** A signed-in page as rendered: what goes in <head>, the markup, and the cache as JSON for #ssr-state. */
export interface RenderedPage {
  head: string;
  body: string;
  state: string;
  locale: Locale;
}

/**
 * Runs `work` for the signed-in page `request` asks for, with a cache of its own, where the page's
 * code reads this request's session and fetch; null, without running it, for a page left to the browser.
 */
function forPage<T>(
  request: PageRequest,
  work: (page: {
    client: QueryClient;
    page: 'dashboard' | 'jobs';
    role: Role;
    pathname: string;
  }) => Promise<T>,
): Promise<T | null> {
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const page = renderedPage(pathname, request.session);
  const role = request.session.role;
  if (!page || !role) return Promise.resolve(null);
  return requests.run({ session: request.session, fetch: request.fetch }, () =>
    work({ client: newClient(), page, role, pathname }),
  );
}

/**
 * Renders the page `request` asks for with the data it shows, or answers null for a page left to
 * the browser. Every page's code must be loaded first (warmUp, or preloadAllPages in tests).
 */
export function renderSignedIn(request: PageRequest): Promise<RenderedPage | null> {
  return forPage(request, async ({ client, page, role, pathname }) => {
    // The parts the page's first view shows (the job seeker's home) render with it, and the reads
    // it is known to make are in the cache before it is first rendered.
    await Promise.all([preloadPath(pathname), ...knownReads(page, role).map((read) => read(client))]);
    // A render names the page's queries; those not fetched yet are fetched and the page rendered
    // again, until it names no new one (a query that waits for another's answer, as the job
    // seeker's matching jobs wait for their skills), at most a few rounds.
    const locale = request.locale ?? DEFAULT_LOCALE;
    // The last render's markup, while it still shows the cache as it is.
    let html: string | undefined;
    for (let round = 0; round < DATA_ROUNDS; round += 1) {
      html = render(client, request.url, locale);
      const queries = waiting(client);
      if (!queries.length) break;
      html = undefined;
      await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    }
    // A failed query renders as still loading, as it first does in the browser, which fetches it.
    const failed = removeFailed(client);
    // A render that named nothing new, with nothing removed since, is the page: not rendered twice.
    if (html === undefined || failed.length > 0) html = render(client, request.url, locale);
    const { head, body } = hoistAll(html);
    return { head, body, state: stateOf(client, request.session.userId), locale };
  });
}

/**
 * The shell with the rendered page in it, as UTF-8: its <title> and <meta> in <head>, its markup
 * and cache in #root (the shell's own parts encoded once: see fillShellBytes).
 */
export function composePage(template: string, page: RenderedPage): Uint8Array {
  return fillShellBytes(template, {
    head: page.head,
    body: page.body,
    after: `\n    <script type="application/json" id="ssr-state">${page.state}</script>`,
    ...(page.locale === DEFAULT_LOCALE ? {} : { lang: page.locale }),
  });
}

/**
 * The whole HTML of the signed-in page `request` asks for, as UTF-8, or null for a page left to
 * the browser. A navigation sent by this build's service worker (decision 050) gets app.html
 * with the page's data and no markup: the worker holds every file of this build, so the browser
 * draws the page at once, and the server spends nothing on rendering it.
 */
export async function renderPage(request: PageRequest): Promise<Uint8Array | null> {
  if (request.worker) {
    const app = await appShellWhenReady();
    if (app.worker && request.worker === app.worker) return pageData(app.template, request);
  }
  const template = await shellWhenReady();
  const page = await renderSignedIn(request);
  return page && composePage(template, page);
}

/**
 * app.html with the reads the page is known to make in #ssr-state, and #root empty: the browser
 * renders the page with them (main.tsx). A read that failed is left out (the browser asks again);
 * one the page makes only once another has answered is the browser's to ask.
 */
export function pageData(template: string, request: PageRequest): Promise<Uint8Array | null> {
  return forPage(request, async ({ client, page, role }) => {
    await Promise.all(knownReads(page, role).map((read) => read(client)));
    const locale = request.locale ?? DEFAULT_LOCALE;
    return composePage(template, {
      head: '',
      body: '',
      state: stateOf(client, request.session.userId),
      locale,
    });
  });
}
