import { PRODUCT_NAME } from '@ideaignite/contract';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../i18n/words.ts';
import { profileName } from '../profile-labels.ts';
import { libWords } from './index.ts';

describe("lib's words", () => {
  it('are there in Hindi without a fetch, for helpers that run outside components', () => {
    expect(wordsOf(libWords, 'hi-IN').unnamedMember(PRODUCT_NAME)).toBe(`${PRODUCT_NAME} सदस्य`);
    expect(
      profileName({ Username: '', displayName: '' } as never, wordsOf(libWords, 'hi-IN').unknownUser),
    ).toBe('अज्ञात यूज़र');
  });
});
