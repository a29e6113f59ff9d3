/// <reference types="node" />
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

type Parts = typeof import('./installed-app-parts.ts');

/** The shell every navigation falls back to offline (build/html-preloads.ts writes it). */
const SHELL = 'app.html';

/**
 * Where the worker's version is written for the page renderer (src/ssr.tsx, in the build's
 * private folder): a navigation the worker sends with that version has all of this build's files
 * at hand, and is answered with app.html and the page's data (decision 050).
 */
const WORKER_VERSION = 'ssr/worker-version.txt';

async function* files(dir: string, under: string): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const name = path.posix.join(under, entry.name);
    if (entry.isDirectory()) yield* files(dir, name);
    else if (!/\.(?:br|gz)$/.test(name)) yield name;
  }
}

/**
 * The installed app (issue 29, decision 037), once the build's files are written and the landing
 * prerendered: the web app manifests in English and Hindi, and dist/sw.js
 * (src/service-worker/sw.ts bundled on its own). The worker's precache list is the app shell and
 * every hashed asset, and its version a digest of them: each build that changes a file is a new
 * worker, which the browser installs and the page offers as "New version — reload".
 */
export function installedApp(): Plugin {
  return afterBuild('installed-app', async ({ root, outDir, load }) => {
    const parts = await load<Parts>('/build/installed-app-parts.ts');
    const css = await readFile(path.join(root, 'src/styles.css'), 'utf8');
    for (const [locale, fileName] of Object.entries(parts.MANIFESTS)) {
      const manifest = parts.webAppManifest(locale as keyof Parts['MANIFESTS'], css);
      await writeFile(path.join(outDir, fileName), `${JSON.stringify(manifest, null, 2)}\n`);
    }
    const assets: string[] = [];
    for await (const file of files(outDir, 'assets')) assets.push(`/${file}`);
    assets.sort();
    const digest = createHash('sha256').update(await readFile(path.join(outDir, SHELL)));
    for (const asset of assets) digest.update(asset);
    const buildInfo = {
      version: digest.digest('base64url').slice(0, 10),
      precache: assets,
      offlineReadable: parts.OFFLINE_READABLE,
      forgetAfter: parts.FORGET_AFTER,
      icon: parts.APP_ICONS.icon192,
      badge: parts.APP_ICONS.badge,
    };
    await mkdir(path.dirname(path.join(outDir, WORKER_VERSION)), { recursive: true });
    await writeFile(path.join(outDir, WORKER_VERSION), buildInfo.version);
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      define: { BUILD: JSON.stringify(buildInfo) },
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        minify: true,
        lib: {
          entry: path.join(root, 'src/service-worker/sw.ts'),
          formats: ['iife'],
          name: 'serviceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
  });
}
