import { PRODUCT_NAME } from '@ideaignite/contract';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../i18n/messages.ts';
import { profileName } from '../profile-labels.ts';
import { libMessages } from './index.ts';

describe("lib's words", () => {
  it('are there in Hindi without a fetch, for helpers that run outside components', () => {
    expect(messagesOf(libMessages, 'hi-IN').unnamedMember(PRODUCT_NAME)).toBe(`${PRODUCT_NAME} सदस्य`);
    expect(
      profileName({ Username: '', displayName: '' } as never, messagesOf(libMessages, 'hi-IN').unknownUser),
    ).toBe('अज्ञात यूज़र');
  });
});
