import { describe, expect, it } from 'vitest';
import { findTextProblem, hasControlCharacters, textProblem } from './text.ts';

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
    expect(findTextProblem({ a: [1, null, { b: 'x\u0000' }] })).toBe('controlCharacters');
    expect(findTextProblem({ 'k\u0000': 1 })).toBe('controlCharacters');
    expect(findTextProblem({ a: [1, true, null, { b: 'fine' }] })).toBeUndefined();
    expect(findTextProblem(undefined)).toBeUndefined();
    expect(findTextProblem({ a: ['ok', { b: 'x\ud800y' }] })).toBe('unstorableCharacters');
    expect(findTextProblem({ '\udc00': 1 })).toBe('unstorableCharacters');
  });

  it('refuses a surrogate without its other half; a pair (an emoji) is fine', () => {
    for (const bad of [
      'x\ud800y',
      '\udc00',
      'end\ud83d',
      '\ude80start',
      '\udfff\ud800',
      '🚀\ud800',
      '\ud800\ud800\udc00',
    ]) {
      expect(textProblem(bad), JSON.stringify(bad)).toBe('unstorableCharacters');
    }
    for (const good of ['🚀', '\ud83d\ude80', 'नमस्ते 🔥', '\uffff', '\ufffd', '']) {
      expect(textProblem(good), JSON.stringify(good)).toBeUndefined();
    }
  });
});
