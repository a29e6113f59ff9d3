import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../apps/web/build/precompress.ts';
import { atExit } from '../lib/harness.ts';
import { REPO_DIR } from '../lib/servers.ts';

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A React and Vite hello world, the baseline of bench/web." />
    <link rel="icon" href="data:," />
    <title>Hello world</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`;

const main = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Hello world</h1>
      <p>React and Vite, built for production.</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Count is {count}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/**
 * Builds a React 19 + Vite hello world (the same React, Vite and plugin versions as the web app,
 * from the workspace's node_modules) into a temp dir, precompressed like the web app. Returns its
 * dist folder; the temp dir is removed when the bench exits.
 */
export async function buildHelloWorld(): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'ideaignite-hello-'));
  atExit(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'src/main.jsx'), main);
  // Resolves react and react-dom from the workspace, as an installed app would.
  symlinkSync(path.join(REPO_DIR, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir: 'dist', emptyOutDir: true },
  });
  return path.join(root, 'dist');
}
