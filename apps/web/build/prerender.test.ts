import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOT_SCRIPT,
  bootFileName,
  bootScriptCode,
  withBootScript,
  withInlineStyles,
  withLanding,
} from './prerender.ts';

const fail = (message: string): never => {
  throw new Error(message);
};

const index = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>IdeaIgnite</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('index.html, prerendered', () => {
  it('moves the rendered title and meta into <head>, drops React preloads, fills #root', () => {
    const rendered =
      '<link rel="preload" as="image" href="/brand/logo-mark.svg"/><title>Home · IdeaIgnite</title><meta name="robots" content="index, follow"/><div class="page">$& $1 hello</div>';
    const html = withLanding(index, rendered, fail);
    expect(html).toContain('<title>Home · IdeaIgnite</title><meta name="robots" content="index, follow"/>');
    expect(html).not.toContain('<title>IdeaIgnite</title>');
    expect(html).not.toContain('logo-mark');
    // Replacement patterns in the markup ($&, $1) are written as they are.
    expect(html).toContain('<div id="root"><div class="page">$& $1 hello</div></div>');
  });

  it('fails the build when the page renders no title or the shell has no empty root', () => {
    expect(() => withLanding(index, '<div></div>', fail)).toThrow(/no <title>/);
    expect(() => withLanding(index.replace('<div id="root"></div>', ''), '<title>x</title>', fail)).toThrow(
      /empty #root/,
    );
  });

  it('writes the stylesheet inline in place of its link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prerender-'));
    await import('node:fs/promises').then((fs) => fs.mkdir(path.join(dir, 'assets')));
    await writeFile(path.join(dir, 'assets/index-D4.css'), 'body{color:red}');
    const html = await withInlineStyles(index, dir, fail);
    expect(html).toContain('<style>body{color:red}</style>');
    // The link stays for Vite's import helper to find, disabled: neither fetched nor applied.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-D4.css" disabled>',
    ]);
    await writeFile(path.join(dir, 'assets/index-D4.css'), 'a{content:"</style><script>"}');
    await expect(withInlineStyles(index, dir, fail)).rejects.toThrow(/<\/style/);
  });

  it('hands the entry script and its modulepreloads to the boot script', () => {
    const html = withBootScript(index, 'assets/boot-X.js', fail);
    expect(html).toContain(
      '<script defer src="/assets/boot-X.js" data-entry="/assets/index-A1.js" data-preload="/assets/runtime-B2.js /assets/framework-C3.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(() => withBootScript('<head></head>', 'assets/boot-X.js', fail)).toThrow(/no module entry/);
  });

  it('names the boot script by its content', () => {
    expect(bootFileName()).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(BOOT_SCRIPT).not.toMatch(/\b(?:let|const|import|export)\b|=>/);
    // Minified, it is still a classic script, and smaller.
    expect(bootScriptCode()).not.toMatch(/\b(?:let|const|import|export)\b|=>/);
    expect(bootScriptCode().length).toBeLessThan(BOOT_SCRIPT.length * 0.7);
  });
});
