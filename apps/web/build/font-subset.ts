/// <reference types="node" />
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The characters nearly every page is written in: printable ASCII, the no-break space, and the
 * punctuation our copy uses (curly quotes, dashes, ellipsis, bullet, middle dot, ×, ©, €, ™,
 * the minus sign). Anything else in the latin range (é, ñ, ü in a member's name) comes
 * from the full latin file, which a browser fetches only when a page shows such a character.
 */
export const CORE_CODE_POINTS: readonly (number | [number, number])[] = [
  [0x20, 0x7e],
  0xa0,
  0xa9,
  0xb7,
  0xd7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
  0x2122,
  0x2212,
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** `U+20-7E, U+A0, …` for the @font-face rule. */
export function coreUnicodeRange(): string {
  return CORE_CODE_POINTS.map((item) =>
    Array.isArray(item) ? `U+${hex(item[0])}-${hex(item[1])}` : `U+${hex(item)}`,
  ).join(',');
}

function coreText(): string {
  return CORE_CODE_POINTS.flatMap((item) => {
    const [from, to] = Array.isArray(item) ? item : [item, item];
    return Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset));
  }).join('');
}

/** Where the core subset is written; src/fonts.css declares it (the file is not committed). */
export const CORE_FONT_FILE = 'src/fonts/inter-core.woff2';
const LATIN_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** Inter's latin file cut to CORE_CODE_POINTS, weights 400 to 800 only (the ones the design uses). */
export async function subsetInterCore(latin: Uint8Array): Promise<Buffer> {
  return subsetFont(Buffer.from(latin), coreText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}

/**
 * Writes Inter's core subset (22 KB instead of the 48 KB latin file on a first visit) to
 * CORE_FONT_FILE before the build or dev server starts, so it is an ordinary asset: hashed by
 * its content, and the stylesheet's hash follows it. src/fonts.css declares it after the latin
 * face: where unicode ranges overlap, the rule defined last is tried first, so the core file
 * serves every character it has and the latin file is fetched only for the others.
 */
export function interCoreSubset(): Plugin {
  let root = '';
  return {
    name: 'ideaignite:inter-core-subset',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const require = createRequire(path.join(root, 'package.json'));
      const core = await subsetInterCore(await readFile(require.resolve(LATIN_SOURCE)));
      const file = path.join(root, CORE_FONT_FILE);
      const current = await readFile(file).catch(() => undefined);
      if (current?.equals(core)) return;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, core);
    },
  };
}
