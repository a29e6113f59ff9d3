import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const written = async () => (await readdir(dir)).sort();

  it('compresses small text files too when the copy saves more than its headers', async () => {
    // Like the landing's runtime chunk: 0.7 KB of minified helpers.
    const helpers = Array.from(
      { length: 12 },
      (_, i) => `var h${i}=(e,t)=>Object.defineProperty(e,t,{value:${i}});`,
    );
    await writeFile(path.join(dir, 'runtime.js'), helpers.join(''));
    await precompressDir(dir);
    expect(await written()).toEqual(['runtime.js', 'runtime.js.br', 'runtime.js.gz']);
  });

  it('keeps no copy that would not pay for its headers, nor of formats compressed already', async () => {
    await writeFile(path.join(dir, 'tiny.js'), 'export const a=1;');
    await writeFile(path.join(dir, 'noise.js'), randomBytes(800));
    await writeFile(path.join(dir, 'photo.webp'), 'x'.repeat(4096));
    await precompressDir(dir);
    expect(await written()).toEqual(['noise.js', 'photo.webp', 'tiny.js']);
  });

  it('leaves the server-side renderer alone', async () => {
    await writeFile(path.join(dir, 'app.js'), 'const a = 1;\n'.repeat(200));
    await mkdir(path.join(dir, 'ssr'));
    await writeFile(path.join(dir, 'ssr', 'ssr.js'), 'const a = 1;\n'.repeat(200));
    await precompressDir(dir);
    expect(await written()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'ssr']);
    expect(await readdir(path.join(dir, 'ssr'))).toEqual(['ssr.js']);
  });
});
