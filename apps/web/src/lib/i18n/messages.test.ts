import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from './locale.ts';
import { defineMessages, loadLocale, messagesOf, plural } from './messages.ts';

const en = { hello: 'Hello', greet: (name: string) => `Hello, ${name}` };
const sample = defineMessages(en, async () => ({
  default: { hello: 'नमस्ते', greet: (name: string) => `नमस्ते, ${name}` },
}));

describe('messages', () => {
  afterEach(() => setLocale('en-IN'));

  it('gives English until Hindi is loaded and chosen, then Hindi, with <html lang> following', async () => {
    expect(messagesOf(sample, 'hi-IN').hello).toBe('Hello');
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(messagesOf(sample).greet('Meera')).toBe('नमस्ते, Meera');
    setLocale('en-IN');
    expect(messagesOf(sample).greet('Meera')).toBe('Hello, Meera');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('fetches the Hindi of a catalogue defined while Hindi is on (a page whose code arrives later)', async () => {
    setLocale('hi-IN');
    const late = defineMessages({ bye: 'Goodbye' }, async () => ({ default: { bye: 'अलविदा' } }));
    await vi.waitFor(() => expect(late.hi).toBeDefined());
    expect(messagesOf(late).bye).toBe('अलविदा');
  });

  it("chooses plural forms by each locale's rules (Hindi counts 0 as one)", () => {
    const forms = { one: 'one', other: 'other' };
    expect([0, 1, 2].map((n) => plural('en-IN', n, forms))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => plural('hi-IN', n, forms))).toEqual(['one', 'one', 'other']);
  });
});
