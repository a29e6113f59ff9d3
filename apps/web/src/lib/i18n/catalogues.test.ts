import { describe, expect, it } from 'vitest';

// Every catalogue of the app (messages/en.ts and its messages/hi.ts) and every source file that
// could read one, as text.
const english = import.meta.glob<Record<string, unknown>>('/src/**/messages/en.ts', {
  eager: true,
  import: 'en',
});
const hindi = import.meta.glob<Record<string, unknown>>('/src/**/messages/hi.ts', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/messages/{en,hi,index}.ts', '!/src/**/*.test.*'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

const catalogues = Object.entries(english).map(([file, en]) => ({
  folder: file.slice(0, file.lastIndexOf('/messages/')),
  en,
  hi: hindi[file.replace('/en.ts', '/hi.ts')],
}));

describe('message catalogues', () => {
  it('exist (the settings page has one)', () => {
    expect(catalogues.map((catalogue) => catalogue.folder)).toContain('/src/features/settings');
  });

  for (const { folder, en, hi } of catalogues) {
    it(`${folder}: Hindi has exactly the English keys, each of the same kind`, () => {
      expect(hi, `${folder}/messages/hi.ts is missing`).toBeDefined();
      expect(Object.keys(hi ?? {}).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        expect(typeof hi?.[key], key).toBe(typeof value);
        if (typeof value === 'string') expect(hi?.[key], key).not.toBe('');
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
