import { createElement, type ReactNode, Suspense, startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from './locale.ts';
import { defineWords, loadLocale, plural, useWords, type Words, wordsOf } from './words.ts';

const en = { hello: 'Hello', greet: (name: string) => `Hello, ${name}` };
const sample = defineWords(en, async () => ({
  default: { hello: 'नमस्ते', greet: (name: string) => `नमस्ते, ${name}` },
}));

/** Words from two catalogues, then a hook of its own. */
function TwoCatalogues({ first, second }: { first: Words<{ a: string }>; second: Words<{ b: string }> }) {
  const one = useWords(first);
  const two = useWords(second);
  const [three] = useState('तीन');
  return createElement('p', null, `${one.a} ${two.b} ${three}`);
}

describe('words', () => {
  afterEach(() => setLocale('en-IN'));

  it('gives English until Hindi is loaded and chosen, then Hindi, with <html lang> following', async () => {
    expect(wordsOf(sample, 'hi-IN').hello).toBe('Hello');
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(wordsOf(sample).greet('Meera')).toBe('नमस्ते, Meera');
    setLocale('en-IN');
    expect(wordsOf(sample).greet('Meera')).toBe('Hello, Meera');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('fetches the Hindi of a catalogue defined while Hindi is on (a page whose code arrives later)', async () => {
    setLocale('hi-IN');
    const late = defineWords({ bye: 'Goodbye' }, async () => ({ default: { bye: 'अलविदा' } }));
    await vi.waitFor(() => expect(late.hi).toBeDefined());
    expect(wordsOf(late).bye).toBe('अलविदा');
  });

  it('renders a component that suspended on Hindi words, and its hooks after them, once the words arrive', async () => {
    setLocale('hi-IN');
    // Words that take a moment to arrive, as over a network.
    const later =
      <T>(words: T) =>
      () =>
        new Promise<{ default: T }>((resolve) => setTimeout(() => resolve({ default: words }), 20));
    const first = defineWords({ a: 'One' }, later({ a: 'एक' }));
    const second = defineWords({ b: 'Two' }, later({ b: 'दो' }));
    // As in the browser: a transition, outside act, so React replays the render that suspended
    // as soon as the words arrive. A replay that skipped `use` threw React error 467.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    const shown = (child: ReactNode) => createElement(Suspense, { fallback: null }, child);
    try {
      // A page on screen, then a transition to one whose words are still on their way: React keeps
      // the page and waits for them rather than showing the fallback.
      flushSync(() => root.render(shown('…')));
      startTransition(() => root.render(shown(createElement(TwoCatalogues, { first, second }))));
      await vi.waitFor(() => expect(document.body.textContent).toContain('एक दो तीन'));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      root.unmount();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
      errors.mockRestore();
    }
  });

  it("chooses plural forms by each locale's rules (Hindi counts 0 as one)", () => {
    const forms = { one: 'one', other: 'other' };
    expect([0, 1, 2].map((n) => plural('en-IN', n, forms))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => plural('hi-IN', n, forms))).toEqual(['one', 'one', 'other']);
  });
});
