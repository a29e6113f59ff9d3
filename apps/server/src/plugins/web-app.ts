import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_ERRORS, API_PREFIX, type Locale, type Role } from '@ideaignite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCookie } from '../lib/cookies.ts';
import { eventLoopLoad } from '../lib/event-loop-load.ts';
import { clearSessionCookie, readSessionCookie } from '../lib/session-cookie.ts';
import { pageLocale } from './language.ts';

/** apps/web/src/ssr.tsx, built into dist/ssr/ssr.js. */
interface PageRenderer {
  renderPage(request: {
    url: string;
    session: { token: string; userId: string; role: Role | null };
    fetch: ApiFetch;
    locale: Locale;
    /** The version of the service worker that sent the navigation (decision 050), if one did. */
    worker?: string | undefined;
  }): Promise<Uint8Array | null>;
  /** Loads what the first render would otherwise wait for (every page's code, the shell). */
  warmUp(): Promise<void>;
}

/** The build's private directory: the server-side renderer and its shell, never sent as files. */
const PRIVATE_DIR = 'ssr';

/** The landing page prerendered in Hindi (apps/web/build/prerender.ts), beside index.html. */
const HINDI_LANDING = 'index.hi.html';

/** The installed app's manifest (issue 29) and its Hindi twin, written by the web build. */
const MANIFEST = 'manifest.webmanifest';
const HINDI_MANIFEST = 'manifest.hi.webmanifest';

/**
 * Sent by the app's service worker with every navigation it handles (navigation preload), its
 * value the worker's build version: while this process is busy, a page for a worker holding this
 * build is app.html with the page's data, drawn by the device (decision 050).
 */
const WORKER_HEADER = 'service-worker-navigation-preload';

/**
 * Files the browser must ask for again each time, as pages are: the service worker (a deploy is
 * a new worker at once) and the manifests.
 */
const REVALIDATED = /(?:^|[\\/])(?:sw\.js|manifest(?:\.hi)?\.webmanifest)$/;

/** What the renderer reads of an API answer (apps/web lib/server-render.ts: ApiAnswer). */
interface ApiAnswer {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

type ApiFetch = (path: string, init?: { method?: string }) => Promise<ApiAnswer>;

/**
 * A fetch for the renderer that answers GETs of the API from this process (`inject`), as this
 * session's browser would be answered: its token, its IP for the rate limits. The answer is a
 * plain object, not a `Response`: building one (its headers, its body stream) for each of a
 * page's five reads was about 4% of the server's time on rendered visits (decision 055).
 */
function apiFetch(app: FastifyInstance, request: FastifyRequest, token: string): ApiFetch {
  return async (url, init) => {
    if (!url.startsWith(`${API_PREFIX}/`) || (init?.method ?? 'GET') !== 'GET') {
      throw new TypeError(`the page renderer may only read the API: ${url}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      remoteAddress: request.ip,
    });
    const status = answer.statusCode;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: {
        get(name) {
          const value = answer.headers[name.toLowerCase()];
          return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
        },
      },
      text: async () => answer.payload,
    };
  };
}

const isApiPath = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith('/socket.io');

/**
 * The build's files by the name a browser asks for (`assets/index-abc.js`), the private folder
 * left out: listed when the server starts; a name the list lacks is looked up on disk (one stat)
 * and added when it is a file, so a rebuild is served without a restart. No request reads a
 * folder (@fastify/static's own routes read every folder on the path, 618 names for each asset,
 * to check the name's spelling).
 */
function buildFiles(root: string) {
  const names = new Set<string>();
  const isPrivate = (name: string) => name.toLowerCase().startsWith(`${PRIVATE_DIR}/`);
  return {
    async list() {
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const name = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!isPrivate(name)) names.add(name);
      }
    },
    async has(name: string) {
      if (names.has(name)) return true;
      // Plain segments only: no empty, `.` or `..` segment, no backslash.
      if (!path.posix.extname(name) || isPrivate(name) || name.includes('\\')) return false;
      if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
        return false;
      const found = await stat(path.join(root, name)).catch(() => null);
      if (!found?.isFile()) return false;
      names.add(name);
      return true;
    },
  };
}

/** The file a precompressed copy stands for: `index.html.br` → `index.html`. */
const withoutEncoding = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * history fallback so deep links such as /dashboard/Hustler load the app. Unknown API paths 404 as JSON.
 * The build writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts):
 * the copy the browser accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`,
 * the original when it accepts neither or no copy exists.
 */
/**
 * Set for a moment by a public page's script (apps/web/public/member.js) in a browser that holds a
 * session without its cookie: that member gets the app's page at the address.
 */
const MEMBER_COOKIE = 'ii_app';

/** A post's or profile's public page for a visitor who is not signed in (modules/public-pages). */
type PublicPageSource = (
  pathname: string,
  locale: Locale,
) => Promise<{ status: number; html: string } | null>;

export const webApp = fp(
  async (
    app: FastifyInstance,
    options: {
      webDist: string;
      publicPage?: PublicPageSource;
      /** The event-loop load above which a current worker's page is not rendered here (decision 050); 1 by default. */
      renderBusyAbove?: number;
    },
  ) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const hasWeb = existsSync(indexFile);
    // Deep links get app.html when the build wrote one: index.html without the landing page's
    // preloads (apps/web/build/html-preloads.ts).
    const shellFor = () => (existsSync(path.join(options.webDist, 'app.html')) ? 'app.html' : 'index.html');
    const rendererFile = path.join(options.webDist, PRIVATE_DIR, 'ssr.js');
    let renderer: Promise<PageRenderer | null> | undefined;
    const loadRenderer = () => {
      renderer ??= existsSync(rendererFile)
        ? (import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>).catch((error: unknown) => {
            app.log.error(
              { err: error },
              'the page renderer failed to load: pages are rendered in the browser',
            );
            return null;
          })
        : Promise.resolve(null);
      return renderer;
    };

    /**
     * The session the request's cookie names, or null: no cookie, or an ended session (the cookie
     * is then removed).
     */
    async function cookieSession(request: FastifyRequest, reply: FastifyReply) {
      const token = readSessionCookie(request);
      if (!token) return null;
      const user = await app.sessions.authenticate(token, request.ip);
      if (!user) {
        clearSessionCookie(request, reply);
        return null;
      }
      return { token, user };
    }

    /**
     * The signed-in page rendered for that session (decision 012), or null: a page the renderer
     * leaves to the browser, or a render that failed (logged; the browser renders the page as before).
     */
    async function renderSignedIn(
      request: FastifyRequest,
      { token, user }: NonNullable<Awaited<ReturnType<typeof cookieSession>>>,
    ): Promise<Buffer | null> {
      const module = await loadRenderer();
      if (!module) return null;
      const worker = busy() ? request.headers[WORKER_HEADER] : undefined;
      try {
        // The page's own API reads are this request's: they share the session's lookup above.
        const page = await app.sessions.holding(user, () =>
          module.renderPage({
            url: request.url,
            session: { token, userId: user.userId, role: user.role },
            fetch: apiFetch(app, request, token),
            locale: pageLocale(request),
            worker: typeof worker === 'string' ? worker : undefined,
          }),
        );
        // The renderer answers UTF-8 bytes: sent as they are, without another copy.
        return page && Buffer.from(page.buffer, page.byteOffset, page.byteLength);
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: the page is rendered in the browser');
        return null;
      }
    }

    // Rendering is the costliest thing a page visit asks of the server: while the process is busy
    // (the last second's event-loop load above renderBusyAbove), a navigation from a service worker
    // that holds this build's files gets the page's data for the device to draw.
    const renderBusyAbove = options.renderBusyAbove ?? 1;
    const load = eventLoopLoad();
    app.addHook('onClose', async () => load.stop());
    const busy = () => renderBusyAbove < 1 && load.current() >= renderBusyAbove;

    // The renderer's code loads once the server is up, not in the first signed-in visitor's wait.
    app.addHook('onReady', () => {
      void loadRenderer().then((module) => module?.warmUp().catch(() => undefined));
    });

    if (hasWeb) {
      // `/` in the visitor's language: the landing prerendered in Hindi for a visitor who chose
      // Hindi or whose browser asks for it first, in English for everyone else.
      app.get('/', (request, reply) => {
        const hindi =
          pageLocale(request) === 'hi-IN' && existsSync(path.join(options.webDist, HINDI_LANDING));
        reply.header('vary', 'Cookie, Accept-Language');
        return reply.sendFile(hindi ? HINDI_LANDING : 'index.html', options.webDist);
      });
      // The manifest in the page's language, chosen as `/` is (the link sends the locale cookie).
      app.get(`/${MANIFEST}`, (request, reply) => {
        const hindi =
          pageLocale(request) === 'hi-IN' && existsSync(path.join(options.webDist, HINDI_MANIFEST));
        reply.header('vary', 'Cookie, Accept-Language');
        return reply.sendFile(hindi ? HINDI_MANIFEST : MANIFEST, options.webDist);
      });
      // Only `reply.sendFile` (Content-Type, ranges, validators, the precompressed copies); the
      // files are routed below, by name.
      await app.register(fastifyStatic, {
        root: options.webDist,
        serve: false,
        preCompressed: true,
        setHeaders(reply, sentPath) {
          const filePath = withoutEncoding(sentPath);
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          const page = filePath.endsWith('.html') || REVALIDATED.test(filePath);
          // Pages revalidate so a deploy shows at once; hashed bundles never change.
          reply.header(
            'cache-control',
            page ? 'no-cache' : hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
          // A hashed file is never revalidated (immutable) nor fetched in ranges (scripts, styles,
          // fonts): its validators and Accept-Ranges are bytes every first visit pays for nothing
          // (about 90 bytes an asset, 0.35 KB of the landing's scripts).
          if (hashed) {
            reply.removeHeader('etag');
            reply.removeHeader('last-modified');
            if (/\.(?:js|css|woff2)$/.test(filePath)) reply.removeHeader('accept-ranges');
          }
        },
      });
      const files = buildFiles(options.webDist);
      await files.list();
      app.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        schema: { hide: true },
        async handler(request, reply) {
          // The name exactly as listed: any other spelling (`..`, `//`, another case, the private
          // folder) is not a file here, and goes on to the pages below.
          let name: string;
          try {
            name = decodeURIComponent(request.url.split('?', 1)[0]?.slice(1) ?? '');
          } catch {
            return reply.callNotFound();
          }
          if (!(await files.has(name))) return reply.callNotFound();
          return reply.sendFile(name, options.webDist);
        },
      });
    } else {
      app.log.warn(
        { webDist: options.webDist },
        'web app not built: run `npm run build` to serve the front end',
      );
    }
    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !path.extname(url);
      const session = wantsPage ? await cookieSession(request, reply) : null;
      // Someone not signed in at a post's or profile's address: its public page (issue 26), or a
      // 404 page when there is nothing public there. A member opens the app's page instead.
      const publicPage =
        wantsPage && !session && !readCookie(request, MEMBER_COOKIE) && options.publicPage
          ? await options.publicPage(url, pageLocale(request))
          : null;
      if (publicPage) {
        return reply
          .status(publicPage.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language')
          .send(publicPage.html);
      }
      if (hasWeb && wantsPage) {
        const page = request.method === 'GET' && session ? await renderSignedIn(request, session) : null;
        if (page !== null) {
          // Personal: never kept by a cache, and another cookie (or worker) is another page.
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('vary', `Cookie, Accept-Language, ${WORKER_HEADER}`)
            .send(page);
        }
        return reply.sendFile(shellFor(), options.webDist);
      }
      return reply.status(404).send({ message: API_ERRORS.notFound });
    });
  },
);
