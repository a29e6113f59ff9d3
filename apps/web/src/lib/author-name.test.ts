import { afterEach, describe, expect, it } from 'vitest';
import { makeOwnUser } from '../test/fixtures.ts';
import { authorName } from './author-name.ts';
import { setLocale } from './i18n/locale.ts';
import { loadLocale } from './i18n/words.ts';

describe('authorName', () => {
  afterEach(() => setLocale('en-IN'));

  it('names the author, or says the account is gone', () => {
    expect(authorName(makeOwnUser('Hustler', { Username: 'Ananya Rao' }))).toBe('Ananya Rao');
    expect(authorName(makeOwnUser('Hustler', { Username: '', displayName: '' }))).toBe('IdeaIgnite member');
    expect(authorName(null)).toBe('Unknown User');
  });

  it('says it in Hindi when Hindi is chosen', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    expect(authorName(null)).toBe('अज्ञात यूज़र');
    expect(authorName(makeOwnUser('Hustler', { Username: '', displayName: '' }))).toBe('IdeaIgnite सदस्य');
  });
});
