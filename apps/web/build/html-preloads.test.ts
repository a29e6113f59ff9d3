import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appShell } from './html-preloads.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
    moduleIds: extra.moduleIds ?? (extra.facadeModuleId ? [extra.facadeModuleId] : []),
  }) as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/framework.js'], {
      isEntry: true,
      facadeModuleId: '/repo/apps/web/index.html',
    }),
    chunk('assets/framework.js', []),
    chunk('assets/signed-in-routes.js', ['assets/framework.js'], {
      facadeModuleId: '/repo/apps/web/src/app/signed-in-routes.tsx',
    }),
    chunk('assets/app-layout.js', ['assets/framework.js', 'assets/socket.js'], {
      facadeModuleId: '/repo/apps/web/src/app/layouts/app-layout.tsx',
    }),
    chunk('assets/socket.js', []),
    chunk('assets/dashboard-page.js', ['assets/framework.js']),
    { type: 'asset', fileName: 'assets/inter-core-AbC1.woff2' } as Rollup.OutputAsset,
    { type: 'asset', fileName: 'assets/inter-latin-wght-normal-XyZ2.woff2' } as Rollup.OutputAsset,
  ].map((item) => [item.fileName, item]),
) as Rollup.OutputBundle;

const index = `<!doctype html>
<html>
  <head>
    <link rel="preload" as="image" href="/brand/hero.webp" data-landing-only />
    <script type="module" src="/assets/index.js"></script>
  </head>
</html>
`;
const fail = (message: string): never => {
  throw new Error(message);
};

describe('app.html', () => {
  it('drops the landing-only tags and preloads the signed-in frame with its imports, not what index.html loads', () => {
    const app = appShell(index, bundle, fail);
    expect(app).not.toContain('hero.webp');
    const preloads = [...app.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual(['assets/signed-in-routes.js', 'assets/app-layout.js', 'assets/socket.js']);
    expect(app.indexOf('modulepreload')).toBeLessThan(app.indexOf('</head>'));
  });

  it('preloads the Inter core font, the only font file an English page needs', () => {
    const app = appShell(index, bundle, fail);
    const fonts = [...app.matchAll(/<link rel="preload" href="\/([^"]+)" as="font"/g)].map(
      (match) => match[1],
    );
    expect(fonts).toEqual(['assets/inter-core-AbC1.woff2']);
  });

  it('fails the build when a frame chunk is not found (a renamed file would silently lose the preloads)', () => {
    const { 'assets/app-layout.js': _gone, ...without } = bundle;
    expect(() => appShell(index, without as Rollup.OutputBundle, fail)).toThrow(
      /a signed-in frame module .* is in no chunk/,
    );
  });

  it('preloads once a chunk that holds both frame modules (the frame group, build/first-view-chunks.ts)', () => {
    const grouped = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/framework.js'], {
          isEntry: true,
          facadeModuleId: '/repo/apps/web/index.html',
        }),
        chunk('assets/framework.js', []),
        chunk('assets/frame.js', ['assets/framework.js', 'assets/shared.js'], {
          moduleIds: [
            '/repo/apps/web/src/app/signed-in-routes.tsx',
            '/repo/apps/web/src/app/layouts/app-layout.tsx',
          ],
        }),
        chunk('assets/shared.js', ['assets/framework.js']),
        { type: 'asset', fileName: 'assets/inter-core-AbC1.woff2' } as Rollup.OutputAsset,
      ].map((item) => [item.fileName, item]),
    ) as Rollup.OutputBundle;
    const preloads = [
      ...appShell(index, grouped, fail).matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g),
    ].map((match) => match[1]);
    expect(preloads).toEqual(['assets/frame.js', 'assets/shared.js']);
  });
});
