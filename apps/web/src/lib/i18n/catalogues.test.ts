import { describe, expect, it } from 'vitest';

// Every catalogue of the app (words/en.ts and its words/hi.ts) and every source file that
// could read one, as text.
const english = import.meta.glob<Record<string, unknown>>('/src/**/words/en.ts', {
  eager: true,
  import: 'en',
});
const hindi = import.meta.glob<Record<string, unknown>>('/src/**/words/hi.ts', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/words/{en,hi,index}.ts', '!/src/**/*.test.*'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

const catalogues = Object.entries(english).map(([file, en]) => ({
  folder: file.slice(0, file.lastIndexOf('/words/')),
  en,
  hi: hindi[file.replace('/en.ts', '/hi.ts')],
}));

/**
 * What a translation must match: each string (an empty one is a missing translation), function,
 * list (as many entries) and record (the same keys) of the English, in the same place.
 */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shape(entry)]));
  }
  return typeof value;
}

describe('word catalogues', () => {
  it('exist (the settings page has one)', () => {
    expect(catalogues.map((catalogue) => catalogue.folder)).toContain('/src/features/account-settings');
  });

  for (const { folder, en, hi } of catalogues) {
    it(`${folder}: Hindi has exactly the English keys, each of the same shape`, () => {
      expect(hi, `${folder}/words/hi.ts is missing`).toBeDefined();
      expect(Object.keys(hi ?? {}).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        expect(shape(hi?.[key]), key).toEqual(shape(value));
      }
    });

    it(`${folder}: every key is read by the code of its folder`, () => {
      const code = Object.entries(sources)
        .filter(([file]) => file.startsWith(`${folder}/`))
        .map(([, text]) => text)
        .join('\n');
      const unused = Object.keys(en).filter((key) => !new RegExp(`\\.${key}\\b`).test(code));
      expect(unused, `keys no code in ${folder} reads`).toEqual([]);
    });
  }
});
