import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summaryOf } from './job-view.ts';

/** The summary as it was first written: the whole text flattened by a regular expression, then cut. */
function reference(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= 200) return flat;
  const cut = flat.slice(0, 201);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut.slice(0, 200)).trimEnd()}…`;
}

describe("a job card's summary", () => {
  it('is what flattening the whole description and cutting it at a word gave, for any text', () => {
    const words = fc.array(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('a', 'b', 'ह', '₹', '1', '.', ',') }),
        fc.constantFrom(' ', '  ', '\n', '\t', '\u00a0', '\u2003', ' \n '),
      ),
      { maxLength: 160 },
    );
    fc.assert(
      fc.property(words, (parts) => {
        const text = parts.join('');
        expect(summaryOf(text)).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('cuts at the last word within 200 characters, and says it goes on when only the start was read', () => {
    // 195 characters of words, then one that would go past 200: it is left for the "…".
    const long = `${'word '.repeat(39)}lastword and more`;
    expect(summaryOf(long)).toBe(`${'word '.repeat(39).trimEnd()}…`);
    expect(summaryOf('Short and sweet.', true)).toBe('Short and sweet.…');
    expect(summaryOf('  Hello\n\n  world  ')).toBe('Hello world');
  });
});
