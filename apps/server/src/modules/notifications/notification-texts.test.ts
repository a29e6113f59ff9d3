import { describe, expect, it } from 'vitest';
import { notificationTexts } from './notification-texts.ts';

describe('notificationTexts', () => {
  it('names the project of an ignite when there is one', () => {
    expect(notificationTexts.ignite('Aarav', 'KhetiKart')).toBe(
      'Aarav ignited you about KhetiKart and would like to connect.',
    );
    expect(notificationTexts.ignite('Aarav', null)).toBe('Aarav ignited you and would like to connect.');
  });

  it('clips long messages and comments with an ellipsis, keeping short ones whole', () => {
    const long = 'x'.repeat(100);
    expect(notificationTexts.message('Meera', long)).toBe(`Meera sent you a message: “${'x'.repeat(77)}…”`);
    expect(notificationTexts.message('Meera', 'hi')).toBe('Meera sent you a message: “hi”');
    expect(notificationTexts.comment('Kabir', 'talk', 'Best co-working in Kochi?', long)).toBe(
      `Kabir commented on your talk “Best co-working in Kochi?”: “${'x'.repeat(57)}…”`,
    );
  });
});
