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

  it('is the same for text spaced as most descriptions are, read whole or only its start', () => {
    // Words between single spaces (a slice of the text is the flat text), now and then other
    // white space (the words are joined instead), around the 200-character cut.
    const word = fc.string({ minLength: 1, maxLength: 14, unit: fc.constantFrom('a', 'ह', '₹', '.', '-') });
    const gap = fc.oneof(
      { weight: 20, arbitrary: fc.constant(' ') },
      { weight: 1, arbitrary: fc.constantFrom('  ', '\n', '\u00a0', ' \t') },
    );
    const texts = fc
      .tuple(
        fc.constantFrom('', ' ', '\n '),
        fc.array(fc.tuple(word, gap), { maxLength: 60 }),
        fc.constantFrom('', ' ', '  ', '\n'),
      )
      .map(
        ([lead, pairs, tail]) =>
          lead +
          pairs
            .map(([w, g]) => w + g)
            .join('')
            .trimEnd() +
          tail,
      );
    fc.assert(
      fc.property(texts, (text) => {
        expect(summaryOf(text)).toBe(reference(text));
        const whole = reference(text);
        expect(summaryOf(text, true)).toBe(whole.endsWith('…') ? whole : `${whole}…`);
      }),
      { numRuns: 3000 },
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
