#!/usr/bin/env node
// Compiles the server to plain JavaScript: `dist/main.js` (the server), `dist/migrate.js` (the
// deploy's migration step) and `dist/admin.js` (the operator's moderator grants), so production
// runs node alone, no TypeScript loader. The contract
// package (TypeScript) is bundled in; every npm dependency stays an import from node_modules.
// `dist/` sits beside `src/` at the same depth, so paths the code derives from its own location
// (the repository root, the migrations folder, the PGlite worker, the program runner) resolve the same in both.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    migrate: path.join(here, 'src/migrate.ts'),
    admin: path.join(here, 'src/admin.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // No code splitting: a shared chunk would sit in another folder and see another import.meta.url.
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@ideaignite/')),
  logLevel: 'warning',
});
// What the code reads from beside itself at run time.
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(here, 'src/db/pglite-worker.mjs'), path.join(dist, 'pglite-worker.mjs'));
cpSync(path.join(here, 'src/media/program-runner.mjs'), path.join(dist, 'program-runner.mjs'));
