// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_FONT_FILE, coreUnicodeRange, subsetInterCore } from './font-subset.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the Inter core subset', () => {
  it('is declared in src/fonts.css with exactly the characters it holds, after the latin face', async () => {
    const css = await readFile(path.join(root, 'src/fonts.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
    const coreAt = faces.findIndex((face) => face.includes(`./${path.relative('src', CORE_FONT_FILE)}`));
    const latinAt = faces.findIndex((face) => face.includes('inter-latin-wght-normal.woff2'));
    expect(coreAt).toBeGreaterThan(latinAt);
    expect(latinAt).toBeGreaterThanOrEqual(0);
    const range = faces[coreAt]?.match(/unicode-range:\s*([^;]+);/)?.[1]?.replace(/\s+/g, '');
    expect(range).toBe(coreUnicodeRange());
    // The same descriptors as the latin face, or browsers match them as separate fonts.
    const weight = (face: string | undefined) => face?.match(/font-weight:\s*([^;]+);/)?.[1];
    expect(weight(faces[coreAt])).toBe(weight(faces[latinAt]));
  });

  it('is a woff2 file less than half the size of the latin file', async () => {
    const require = createRequire(path.join(root, 'package.json'));
    const latin = await readFile(
      require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    );
    const core = await subsetInterCore(latin);
    expect(core.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(core.length).toBeLessThan(latin.length / 2);
  });
});
