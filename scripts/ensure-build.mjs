#!/usr/bin/env node
// Runs before `npm start`: builds the web app and the server when either was never built or its
// sources are newer than its output (`npm run build` builds both; the server build takes a second).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

// Each output is written last by its build, so its presence means that whole build ran.
const builds = [
  {
    // The server-side renderer is built after the client (apps/web's build script).
    output: at('apps/web/dist/ssr/ssr.js'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('packages/contract/src'),
    ],
  },
  {
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), at('packages/contract/src')],
  },
];

function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

const stale = ({ output, sources }) =>
  !existsSync(output) || sources.some((p) => existsSync(p) && newest(p) > statSync(output).mtimeMs);

if (builds.some(stale)) {
  console.log('Building the web app and the server…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
