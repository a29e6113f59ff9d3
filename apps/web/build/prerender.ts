/// <reference types="node" />
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { EMPTY_ROOT, fillShell, SHELL_TITLE, splitHoistables } from '../src/lib/page-html.ts';
import { afterBuild } from './after-build.ts';

/**
 * index.html with the landing page rendered into #root: the rendered <title> and <meta> replace
 * the shell's <title>, and the markup fills the root element. React's own image preloads are
 * left out: index.html already preloads the hero (with the same candidates), and the logo is
 * in the markup itself.
 */
export function withLanding(
  index: string,
  rendered: string,
  fail: (message: string) => never,
  lang?: 'hi-IN',
): string {
  const { head, body } = splitHoistables(rendered);
  const meta = head.replace(/<link [^>]*\/>/g, '');
  if (!/^<title>[^<]+<\/title>/.test(meta)) fail('prerender: the landing page rendered no <title> first');
  if (!index.includes(SHELL_TITLE) || !index.includes(EMPTY_ROOT)) {
    fail(`prerender: index.html has no ${SHELL_TITLE} or empty #root to fill`);
  }
  return fillShell(index, { head: meta, body, ...(lang ? { lang } : {}) });
}

/** The landing page in Hindi, beside index.html; the server picks it per visitor. */
export const HINDI_LANDING = 'index.hi.html';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;

/**
 * index.html with its stylesheet written inline: the landing page then paints as soon as its
 * HTML is parsed, without a render-blocking request (about 10 KB compressed, in the same
 * response). CSP allows <style> elements (decision 008); app.html keeps the cached link.
 *
 * The link stays, disabled (a disabled stylesheet is neither fetched nor applied): Vite's
 * dynamic-import helper adds a lazy chunk's stylesheet unless a `<link rel="stylesheet">` for it
 * is in the document, and chunks that import from the entry list the entry's stylesheet, which
 * would otherwise be fetched, parsed and applied to the whole page a second time.
 */
export async function withInlineStyles(
  index: string,
  outDir: string,
  fail: (message: string) => never,
): Promise<string> {
  const link = index.match(STYLESHEET);
  if (!link?.[1]) return fail('prerender: index.html links no stylesheet to inline');
  const css = await readFile(path.join(outDir, link[1]), 'utf8');
  if (css.includes('</style')) fail('prerender: the stylesheet contains </style');
  return index.replace(
    link[0],
    () => `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="/${link[1]}" disabled>`,
  );
}

/**
 * A classic deferred script (ES5, no imports) that starts the app's module scripts once the
 * page's hero image (its largest paint) is on screen, or its first paint where the browser
 * does not report largest paints: the prerendered landing paints from its HTML, inline styles
 * and hero while nothing else shares the connection, and the scripts, which only make it
 * interactive, follow. It waits 3 s at most; a hidden tab paints nothing, so it starts at once.
 */
export const BOOT_SCRIPT = `(function () {
  var tag = document.currentScript;
  function start() {
    var preloads = (tag.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // Painted means presented on screen: a paint timing entry, which the browser reports once
  // the frame is shown (a requestAnimationFrame callback runs before its frame is drawn).
  var hero = document.querySelector('img[fetchpriority="high"]');
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible') startOnce();
  else if (types.indexOf('largest-contentful-paint') >= 0 && hero) {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i += 1) if (entries[i].element === hero) setTimeout(startOnce, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    hero.addEventListener('error', startOnce);
  } else if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function () {
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(startOnce);
    });
  }
  setTimeout(startOnce, 3000);
})();
`;

const ENTRY_SCRIPT = /^\s*<script type="module" crossorigin src="([^"]+)"><\/script>\n/m;
const MODULE_PRELOAD = /^\s*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm;

let minifiedBoot: string | undefined;
/** The boot script as it ships: minified (1.8 → 1.0 KB, 552 → 384 bytes brotli), still a classic script. */
export const bootScriptCode = () => {
  minifiedBoot ??= minifySync('boot.js', BOOT_SCRIPT).code;
  return minifiedBoot;
};

/** `assets/boot-<hash>.js`: named by its content, like every other asset, so it can be cached for good. */
export const bootFileName = () =>
  `assets/boot-${createHash('sha256').update(bootScriptCode()).digest('base64url').slice(0, 8)}.js`;

/** index.html with its entry script and modulepreloads handed to the boot script at `bootFile`. */
export function withBootScript(index: string, bootFile: string, fail: (message: string) => never): string {
  const entry = index.match(ENTRY_SCRIPT);
  if (!entry?.[1]) return fail('prerender: index.html has no module entry script');
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `    <script defer src="/${bootFile}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>\n`;
  return index.replace(MODULE_PRELOAD, '').replace(entry[0], () => boot);
}

/**
 * index.html, the shell of `/` only, made to paint before any script: the landing page rendered
 * into it (src/prerender.tsx; main.tsx hydrates it), its stylesheet inline, and its scripts
 * started by the boot script after the first paint. Runs after html-preloads has derived
 * app.html (the shell of every other path, which stays as it was) and before precompress.
 */
export function prerenderLanding(): Plugin {
  return afterBuild('prerender-landing', async ({ outDir, load, fail }) => {
    const module = await load<{ renderLanding(locale?: 'hi-IN'): Promise<string> }>('/src/prerender.tsx');
    const file = path.join(outDir, 'index.html');
    const bootFile = bootFileName();
    await writeFile(path.join(outDir, bootFile), bootScriptCode());
    let index = await withInlineStyles(await readFile(file, 'utf8'), outDir, fail);
    index = withBootScript(index, bootFile, fail);
    await writeFile(file, withLanding(index, await module.renderLanding(), fail));
    // The same page in Hindi, for visitors who chose it or whose browser asks for it first.
    await writeFile(
      path.join(outDir, HINDI_LANDING),
      withLanding(index, await module.renderLanding('hi-IN'), fail, 'hi-IN'),
    );
    // The shell of a signed-in page rendered per request (src/ssr.tsx): app.html made to
    // paint before any script in the same way. Not served as a file (dist/ssr is private).
    const app = await readFile(path.join(outDir, 'app.html'), 'utf8');
    await mkdir(path.join(outDir, 'ssr'), { recursive: true });
    await writeFile(
      path.join(outDir, 'ssr/shell.html'),
      withBootScript(await withInlineStyles(app, outDir, fail), bootFile, fail),
    );
  });
}
