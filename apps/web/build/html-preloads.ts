/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Marks a tag of index.html that only the landing page (`/`) needs, such as its hero's preload. */
const LANDING_ONLY = /^\s*<[^>]*\bdata-landing-only\b[^>]*>\s*\n/gm;

/**
 * Preloads for the first paint:
 * - the latin Inter file (hashed name known only after bundling), so text does not wait for
 *   the stylesheet to be parsed before its font is requested;
 * - `app.html`: index.html without the landing-only tags, which the server sends for every other
 *   path (deep links such as /dashboard/Hustler), so those pages do not fetch the landing's image.
 */
export function htmlPreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ideaignite:html-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
    async writeBundle() {
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await writeFile(path.join(outDir, 'app.html'), index.replace(LANDING_ONLY, ''));
    },
  };
}
