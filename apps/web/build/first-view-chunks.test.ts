import { describe, expect, it } from 'vitest';
import { barrelExports, firstViewSets, importStatements, type ModuleGraph } from './first-view-chunks.ts';

describe('importStatements', () => {
  it('reads the names each import takes, skipping type-only ones', () => {
    const code = [
      'import { WORDS, ROLES as roles } from "@ideaignite/contract";',
      "import React, { useState } from 'react';",
      'import * as everything from "./x.ts";',
      'import "./side-effect.css";',
      'export { thing } from "./thing.ts";',
      "import type { Role } from './types.ts';",
    ].join('\n');
    expect(importStatements(code)).toEqual([
      { specifier: '@ideaignite/contract', names: ['WORDS', 'ROLES'] },
      { specifier: 'react', names: ['useState', 'default'] },
      { specifier: './x.ts', names: '*' },
      { specifier: './side-effect.css', names: '*' },
      { specifier: './thing.ts', names: ['thing'] },
    ]);
  });
});

describe('barrelExports', () => {
  it('maps each re-exported name to where it is defined', () => {
    const lucide = [
      '"use strict";',
      '/** @license */',
      "export { default as ArrowUp, default as ArrowUpIcon } from './icons/arrow-up.mjs';",
      "export { createLucideIcon } from './create.mjs';",
      '//# sourceMappingURL=lucide-react.mjs.map',
    ].join('\n');
    const exports = barrelExports(lucide)!;
    expect(exports.get('ArrowUpIcon')).toEqual({ specifier: './icons/arrow-up.mjs', name: 'default' });
    expect(exports.get('createLucideIcon')).toEqual({ specifier: './create.mjs', name: 'createLucideIcon' });
  });

  it('follows a namespace imported, then exported (radix-ui), and `export *`', () => {
    const radix =
      'import * as Dialog from "@radix-ui/react-dialog";\nexport { Dialog };\nexport * from "./more.ts";';
    const exports = barrelExports(radix)!;
    expect(exports.get('Dialog')).toEqual({ specifier: '@radix-ui/react-dialog', name: '*' });
    expect(exports.get('*./more.ts')).toEqual({ specifier: './more.ts', name: '*' });
  });

  it('answers null for a module with code of its own', () => {
    expect(barrelExports('import { a } from "./a.ts";\nexport const b = a + 1;')).toBeNull();
  });
});

/** A graph from `module: [static imports]`, dynamic imports written `()name`; `main` is the entry. */
function graphOf(edges: Record<string, string[]>): ModuleGraph {
  const ids = Object.keys(edges);
  return {
    ids,
    size: (id) => (id.includes('text-field') ? 20_000 : 100),
    staticImports: (id) => (edges[id] ?? []).filter((to) => !to.startsWith('()')),
    dynamicImports: (id) => (edges[id] ?? []).filter((to) => to.startsWith('()')).map((to) => to.slice(2)),
    isEntry: (id) => id === 'index.html',
  };
}

describe('firstViewSets', () => {
  const graph = graphOf({
    'index.html': ['src/main.tsx'],
    'src/main.tsx': ['src/app/routes.tsx', 'node_modules/react/index.js'],
    'src/app/routes.tsx': [
      'src/lib/lazy-page.ts',
      '()src/app/signed-in-routes.tsx',
      '()src/features/auth/signin-page.tsx',
      '()src/features/auth/signup-page.tsx',
      '()/r/packages/contract/src/hi/index.ts',
    ],
    'src/features/auth/signup-page.tsx': ['src/components/text-field.tsx'],
    'src/lib/lazy-page.ts': [],
    'node_modules/react/index.js': [],
    'src/features/auth/signin-page.tsx': [
      'src/lib/api-client.ts',
      'src/components/text-field.tsx',
      'src/lib/verify.ts',
      '/r/node_modules/zod/index.js',
      '/r/packages/contract/src/phone.ts',
    ],
    'src/app/signed-in-routes.tsx': [
      'src/lib/api-client.ts',
      'src/lib/lazy-page.ts',
      '()src/app/layouts/app-layout.tsx',
      '()src/features/jobs/job-form-page.tsx',
    ],
    // A later page's schema, the contract's Hindi (loaded when chosen), and a schema a public page uses.
    'src/features/jobs/job-form-page.tsx': ['/r/packages/contract/src/jobs/schemas.ts'],
    '/r/packages/contract/src/jobs/schemas.ts': ['/r/node_modules/zod/index.js'],
    '/r/packages/contract/src/hi/index.ts': ['/r/packages/contract/src/phone.ts'],
    '/r/packages/contract/src/phone.ts': ['/r/node_modules/zod/index.js'],
    'src/features/jobs/home/jobseeker-home.tsx': ['src/components/relative-time.tsx', 'src/job-card.tsx'],
    'src/job-card.tsx': [],
    'src/app/layouts/app-layout.tsx': ['src/lib/socket.ts', 'src/components/avatar.tsx', '()src/dialog.tsx'],
    'src/app/hydrate-signed-in-page.ts': [],
    'src/lib/query-provider.tsx': [],
    'src/dialog.tsx': ['/r/node_modules/zod/index.js'],
    'src/lib/socket.ts': [],
    'src/lib/api-client.ts': [],
    'src/components/avatar.tsx': [],
    'src/components/text-field.tsx': [],
    'src/components/relative-time.tsx': [],
    '/r/node_modules/zod/index.js': [],
    'src/app/pages/dashboard-page.tsx': ['src/components/relative-time.tsx', 'src/feed-card.tsx'],
    'src/feed-card.tsx': ['src/components/avatar.tsx'],
    'src/features/profiles/completeness/completeness-panel.tsx': [],
    'src/features/messages/messages-page.tsx': [
      'src/components/relative-time.tsx',
      'src/components/text-field.tsx',
      'src/chat.tsx',
      '/r/node_modules/zod/index.js',
    ],
    'src/chat.tsx': ['src/lib/verify.ts'],
    'src/lib/verify.ts': [],
  });
  const sets = firstViewSets(graph, (id) => id.includes('node_modules/react/'));

  it('keeps what the entry loads with the framework, and the entry module itself apart', () => {
    expect([...sets.entry].sort()).toEqual([
      'node_modules/react/index.js',
      'src/app/routes.tsx',
      'src/lib/lazy-page.ts',
    ]);
    for (const group of [sets.shared, sets.frame, sets.home, sets.messages]) {
      expect(group.has('src/lib/lazy-page.ts')).toBe(false);
      expect(group.has('src/main.tsx')).toBe(false);
    }
  });

  it('puts what the frame shares with a public page in shared, the rest of the frame in frame', () => {
    expect([...sets.shared]).toEqual(['src/lib/api-client.ts', 'src/lib/verify.ts']);
    expect(sets.frame.has('src/lib/socket.ts')).toBe(true);
    expect(sets.frame.has('src/app/layouts/app-layout.tsx')).toBe(true);
  });

  it('moves what two pages share into the frame, and gives each page its own modules', () => {
    expect(sets.frame.has('src/components/relative-time.tsx')).toBe(true);
    expect([...sets.home].sort()).toEqual(['src/app/pages/dashboard-page.tsx', 'src/feed-card.tsx']);
    expect([...sets.messages].sort()).toEqual(['src/chat.tsx', 'src/features/messages/messages-page.tsx']);
  });

  it('never groups what only a dialog (behind import()) needs, nor zod', () => {
    const grouped = [sets.entry, sets.shared, sets.frame, sets.home, sets.messages].flatMap((group) => [
      ...group,
    ]);
    expect(grouped).not.toContain('src/dialog.tsx');
    expect(grouped).not.toContain('/r/node_modules/zod/index.js');
  });

  it("puts a page's small modules that a public page imports too in shared (a request saved)", () => {
    expect(sets.shared.has('src/lib/verify.ts')).toBe(true);
    expect(sets.publicParts.has('src/lib/verify.ts')).toBe(false);
  });

  it("names a page's larger modules that a public page imports too by the public pages importing them", () => {
    expect(sets.publicParts.get('src/components/text-field.tsx')).toMatch(/^public-[\d.]+$/);
    expect(sets.messages.has('src/components/text-field.tsx')).toBe(false);
  });

  it('gives the job seeker’s home its own modules, what it shares with other pages going to the frame', () => {
    expect([...sets.jobseekerHome].sort()).toEqual([
      'src/features/jobs/home/jobseeker-home.tsx',
      'src/job-card.tsx',
    ]);
    expect(sets.frame.has('src/components/relative-time.tsx')).toBe(true);
  });

  it('puts zod and the schemas a first view or a public page reaches in validation, never a later page’s nor the Hindi', () => {
    expect(sets.validation.has('/r/node_modules/zod/index.js')).toBe(true);
    expect(sets.validation.has('/r/packages/contract/src/phone.ts')).toBe(true);
    expect(sets.validation.has('/r/packages/contract/src/jobs/schemas.ts')).toBe(false);
    expect(sets.validation.has('/r/packages/contract/src/hi/index.ts')).toBe(false);
  });

  it('fails when a root is missing, rather than quietly grouping nothing', () => {
    const { 'src/app/pages/dashboard-page.tsx': _gone, ...rest } = Object.fromEntries(
      graph.ids.map((id) => [
        id,
        [...graph.staticImports(id), ...graph.dynamicImports(id).map((to) => `()${to}`)],
      ]),
    );
    expect(() => firstViewSets(graphOf(rest), () => false)).toThrow(/no module matches .*dashboard-page/);
  });
});
