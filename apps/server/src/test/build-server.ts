// Vitest global setup of the server project: tests that start a real server process run the
// compiled server (apps/server/dist/main.js), what `npm start` runs, so build it from the sources
// under test first (esbuild, about a second).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default function buildServer() {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  execFileSync(process.execPath, [path.join(serverDir, 'build.mjs')], { stdio: 'inherit' });
}
