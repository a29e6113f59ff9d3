import { escapeHtml } from '../../mail/layout.ts';

/** Words: runs of letters, their marks (Devanagari's vowel signs) and digits. */
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** How many characters of text a snippet shows, and how many of them before the first match. */
const SNIPPET_CHARS = 180;
const BEFORE_MATCH = 60;

/**
 * `toLowerCase`, not `toLocaleLowerCase('en-IN')`: the same letters (only Turkish, Azeri and
 * Lithuanian lowercase differently), and the locale's form went through ICU for every word of
 * every result (a quarter of a search page's CPU in a profile).
 */
const startsWithAny = (word: string, prefixes: readonly string[]) => {
  const lower = word.toLowerCase();
  return prefixes.some((prefix) => lower.startsWith(prefix));
};

/**
 * A passage of `text` around the first word that starts with one of `words` (lowercased), HTML
 * escaped, each such word in `<mark>…</mark>`. Only whole words are marked, and everything else
 * is escaped, so what a person wrote can never become markup.
 */
export function snippetOf(text: string, words: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let first = -1;
  for (const match of flat.matchAll(WORD)) {
    if (startsWithAny(match[0], words)) {
      first = match.index;
      break;
    }
  }
  let start = first > BEFORE_MATCH ? flat.lastIndexOf(' ', first - BEFORE_MATCH) + 1 : 0;
  if (start < 0) start = 0;
  let end = Math.min(flat.length, start + SNIPPET_CHARS);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const passage = flat.slice(start, end);
  let marked = '';
  let last = 0;
  for (const match of passage.matchAll(WORD)) {
    if (!startsWithAny(match[0], words)) continue;
    marked += `${escapeHtml(passage.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  marked += escapeHtml(passage.slice(last));
  return `${start > 0 ? '… ' : ''}${marked}${end < flat.length ? ' …' : ''}`;
}
