#!/usr/bin/env node
// Runs before `npm start`: builds the web app when it was never built or its sources are newer.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server-side renderer is built last (apps/web's build script): its presence means the whole build ran.
const built = path.join(root, 'apps/web/dist/ssr/ssr.js');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contract/src'].map((p) =>
  path.join(root, p),
);

function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

const stale = !existsSync(built) || sources.some((p) => existsSync(p) && newest(p) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
