/**
 * Control characters no text field accepts: C0 except tab, line feed and carriage return (a
 * newline is LF or CRLF), DEL, and C1. PostgreSQL refuses NUL in text outright; the others have
 * no place in names, posts or messages and only hide content or confuse terminals and logs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * A UTF-16 surrogate without its other half: no character at all. PostgreSQL cannot store one
 * (jsonb refuses the escape, text would get U+FFFD in its place); only a broken client or an
 * attacker sends it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasLoneSurrogates = (text: string) => LONE_SURROGATE.test(text);

/** Why a text is refused, as the key of its words in API_ERRORS. */
export type TextProblem = 'controlCharacters' | 'unstorableCharacters';

/** The one rule for any text that comes in (body, query, path, form field, socket event). */
export function textProblem(text: string): TextProblem | undefined {
  if (hasLoneSurrogates(text)) return 'unstorableCharacters';
  if (hasControlCharacters(text)) return 'controlCharacters';
  return undefined;
}

/**
 * The first problem of any string inside `value` (object keys included, arrays and nested objects
 * walked). Nothing deeper than `maxDepth` is looked at: no schema reads that deep, so such parts
 * are refused or dropped by validation and never stored.
 */
export function findTextProblem(value: unknown, maxDepth = 32): TextProblem | undefined {
  if (typeof value === 'string') return textProblem(value);
  if (value === null || typeof value !== 'object' || maxDepth <= 0) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findTextProblem(item, maxDepth - 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = textProblem(key) ?? findTextProblem(item, maxDepth - 1);
    if (problem) return problem;
  }
  return undefined;
}
