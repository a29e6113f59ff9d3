/**
 * Control characters no text field accepts: C0 except tab, line feed and carriage return (a
 * newline is LF or CRLF), DEL, and C1. PostgreSQL refuses NUL in text outright; the others have
 * no place in names, posts or messages and only hide content or confuse terminals and logs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * True when any string inside `value` (object keys included, arrays and nested objects walked)
 * holds a control character. Nothing deeper than `maxDepth` is looked at: no schema reads that
 * deep, so such parts are refused or dropped by validation and never stored.
 */
export function containsControlCharacters(value: unknown, maxDepth = 32): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (value === null || typeof value !== 'object') return false;
  if (maxDepth <= 0) return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, maxDepth - 1));
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key) || containsControlCharacters(item, maxDepth - 1)) return true;
  }
  return false;
}
