import { defineConfig } from 'vitest/config';

/** One Vitest run for the whole monorepo: each workspace is a project with its own environment. */
export default defineConfig({
  test: {
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
          // Each server test file creates its own database, so files may run in parallel.
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
