import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { endpointSchemasStripped } from './build/endpoint-schemas.ts';
import { firstViewChunks } from './build/first-view-chunks.ts';
import { interCoreSubset } from './build/font-subset.ts';
import { htmlPreloads } from './build/html-preloads.ts';
import { installedApp } from './build/installed-app.ts';
import { leanIcons } from './build/lean-icons.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender.ts';

/**
 * What every page runs before its own code: React, React Router, the icon runtime, Vite's dynamic-import helper and the few
 * app modules the public frame and the lazy pages share (button, session, page paths, the locale
 * and message catalogues' runtime). Left alone, the bundler cuts these into six small chunks
 * because lazy chunks import them too (and Rolldown can split a module the entry has already
 * loaded off it, rolldown#10731: the catalogues' runtime became two more requests of the landing);
 * one chunk costs the landing page one request instead of six and compresses better.
 */
const FRAMEWORK = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]`,
    String.raw`[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared[\\/].*)\.m?js$`,
    String.raw`[\\/]src[\\/](components[\\/]button|lib[\\/](cn|lean-icon|paths|auth-storage|use-session|server-render|lazy-component|i18n[\\/](locale|messages)))\.tsx?$`,
    String.raw`[\\/]contract[\\/]src[\\/](roles|i18n)\.ts$`,
    // Vite's helper for dynamic imports, which the entry and most lazy chunks call.
    String.raw`vite[\\/]preload-helper`,
  ].join('|'),
);

const apiTarget = 'http://127.0.0.1:3000';

/** The signed-in first view in three chunks (build/first-view-chunks.ts), after the framework. */
const firstView = firstViewChunks(FRAMEWORK);

/**
 * The server-side renderer of signed-in pages (src/ssr.tsx), built after the browser's bundle by
 * `vite build --ssr` into dist/ssr, which the server reads and never sends. Its asset URLs are
 * the browser build's.
 */
const ssrBuild = defineConfig({
  plugins: [leanIcons(), react()],
  // Bundled rather than imported from node_modules at run time, so the renderer is always React's
  // production build whatever NODE_ENV the server runs with (the development build renders at
  // half the speed).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'ssr.js' } },
  },
});

const browserBuild = defineConfig({
  plugins: [
    endpointSchemasStripped(),
    leanIcons(),
    interCoreSubset(),
    react(),
    tailwindcss(),
    firstView.plugin,
    htmlPreloads(),
    prerenderLanding(),
    installedApp(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 250,
    // Every browser we support (ES2020 modules, CSP level 3) has modulepreload: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks by hash alone: the entry lists every file its lazy pages need (about 60
        // names), and every chunk names the ones it imports; short names kept the landing's
        // JavaScript within its budget once it gained the language switch (0.5 KB brotli).
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: {
          groups: firstView.groups,
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // A guard against a hung test, not a speed check: beside the server's tests and a busy
    // machine, a test that loads a lazy module for the first time took over Vitest's default 5 s.
    testTimeout: 20_000,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
