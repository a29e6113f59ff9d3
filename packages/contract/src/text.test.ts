import { describe, expect, it } from 'vitest';
import { containsControlCharacters, hasControlCharacters } from './text.ts';

describe('control characters', () => {
  it('refuses C0 (but tab, LF and CR), DEL and C1; accepts any other text', () => {
    for (const bad of [
      '\u0000',
      'a\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b[0m',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of [
      '',
      'plain',
      'tab\there',
      'line\nbreak',
      'crlf\r\n',
      'नमस्ते 🚀',
      '\u00a0nbsp',
      '\u2028',
    ]) {
      expect(hasControlCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('walks objects, arrays and keys', () => {
    expect(containsControlCharacters({ a: [1, null, { b: 'x\u0000' }] })).toBe(true);
    expect(containsControlCharacters({ 'k\u0000': 1 })).toBe(true);
    expect(containsControlCharacters({ a: [1, true, null, { b: 'fine' }] })).toBe(false);
    expect(containsControlCharacters(undefined)).toBe(false);
  });
});
