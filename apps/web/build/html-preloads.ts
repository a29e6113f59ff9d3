/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Marks a tag of index.html that only the landing page (`/`) needs, such as its hero's preload. */
const LANDING_ONLY = /^\s*<[^>]*\bdata-landing-only\b[^>]*>\s*\n/gm;

/** The lazy modules between a deep link and its page: the non-public route table and the frame. */
const SIGNED_IN_FRAME = [/src\/app\/signed-in-routes\.tsx$/, /src\/app\/layouts\/app-layout\.tsx$/];

/** The chunks of `entries` and everything they import statically, minus those in `skip`. */
function staticClosure(bundle: Rollup.OutputBundle, entries: Rollup.OutputChunk[], skip: Set<string>) {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (skip.has(fileName) || files.includes(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    files.push(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const entry of entries) visit(entry.fileName);
  return files;
}

/** The Inter core subset (build/font-subset.ts): the one font file a page in English needs. */
const CORE_FONT = /^assets\/inter-core-[\w-]+\.woff2$/;

/**
 * `app.html` from index.html: without the landing-only tags, with a preload for the Inter core
 * font (text here is drawn by the scripts, so the font would otherwise be requested only once
 * they have run), and with a modulepreload for every chunk of the signed-in frame that
 * index.html does not load already.
 */
export function appShell(index: string, bundle: Rollup.OutputBundle, fail: (message: string) => never) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const inIndex = new Set(
    staticClosure(
      bundle,
      chunks.filter((chunk) => chunk.isEntry),
      new Set(),
    ),
  );
  // The chunks holding the frame's modules: their own, or the group that took them (build/first-view-chunks.ts).
  const holding = (pattern: RegExp) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => pattern.test(id.replaceAll('\\', '/'))));
  const frame = [...new Set(SIGNED_IN_FRAME.map(holding))].filter((chunk) => chunk !== undefined);
  if (SIGNED_IN_FRAME.some((pattern) => !holding(pattern))) {
    fail(`html-preloads: a signed-in frame module (${SIGNED_IN_FRAME.join(', ')}) is in no chunk`);
  }
  const font = Object.keys(bundle).find((file) => CORE_FONT.test(file));
  if (!font) fail('html-preloads: the Inter core font is not in the bundle');
  const preloads = [
    `    <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n`,
    ...staticClosure(bundle, frame, inIndex).map(
      (file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`,
    ),
  ].join('');
  return index.replace(LANDING_ONLY, '').replace('  </head>', `${preloads}  </head>`);
}

/**
 * `app.html`: index.html without the landing-only tags, which the server sends for every other
 * path (deep links such as /dashboard/Hustler), so those pages do not fetch the landing's image;
 * instead it preloads the core font and the chunks every such page needs before its own
 * (SIGNED_IN_FRAME), which would otherwise be requested one after another as each lazy level
 * renders. index.html itself preloads no font: the prerendered landing paints in the metric-
 * matched fallback first (src/fonts.css), without waiting for it.
 */
export function htmlPreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ideaignite:html-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const app = appShell(index, bundle, (message) => this.error(message));
      await writeFile(path.join(outDir, 'app.html'), app);
    },
  };
}
