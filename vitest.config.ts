import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One Vitest run for the whole monorepo: each workspace is a project with its own environment. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one at a time on a 2-core machine, though
    // a server test spends much of its time waiting on sockets, timers and PostgreSQL. Two files
    // at a time there took the PostgreSQL run from 668 s to 452 s (decision 042).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // The repository's own tools: the boundary check that npm run lint runs.
        test: { name: 'scripts', root: './scripts', environment: 'node', include: ['**/*.test.mjs'] },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Tests that start a real server process run the compiled server: build it first.
          globalSetup: ['./src/test/build-server.ts'],
          // Each server test file creates its own database, so files may run in parallel. They
          // share a worker's modules (no test mocks a module or stubs a global): each file
          // imported the whole server again, 245 s of the PostgreSQL run's worker time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Inherits jsdom, the setup file and the React/Tailwind plugins from the web app's own config.
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web', root: './apps/web' },
      },
    ],
  },
});
