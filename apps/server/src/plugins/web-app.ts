import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERRORS } from '@ideaignite/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');

/** The file a precompressed copy stands for: `index.html.br` → `index.html`. */
const withoutEncoding = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * history fallback so deep links such as /dashboard/Hustler load the app. Unknown API paths 404 as JSON.
 * The build writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts):
 * the copy the browser accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`,
 * the original when it accepts neither or no copy exists.
 */
export const webApp = fp(async (app: FastifyInstance, options: { webDist: string }) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Deep links get app.html when the build wrote one: index.html without the landing page's
  // preloads (apps/web/build/html-preloads.ts).
  const shellFor = () => (existsSync(path.join(options.webDist, 'app.html')) ? 'app.html' : 'index.html');
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders(reply, sentPath) {
        const filePath = withoutEncoding(sentPath);
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const page = filePath.endsWith('.html');
        // Pages revalidate so a deploy shows at once; hashed bundles never change.
        reply.header(
          'cache-control',
          page ? 'no-cache' : hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
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
    if (hasWeb && wantsPage) {
      return reply.sendFile(shellFor(), options.webDist);
    }
    return reply.status(404).send({ message: API_ERRORS.notFound });
  });
});
