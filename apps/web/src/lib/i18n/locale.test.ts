import { localeFromAcceptLanguage } from '@ideaignite/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLocale } from './choose-locale.ts';
import { getLocale, LOCALE_KEY, pageLocale, preferredLocale, renderInLocale } from './locale.ts';

describe('the language to start in', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    document.cookie = `${LOCALE_KEY}=; max-age=0; path=/`;
  });

  const browserLanguages = (languages: string[]) =>
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it("takes the browser's first language we have: Hindi for hi or hi-IN, English otherwise", () => {
    browserLanguages(['hi-IN', 'en-US']);
    expect(preferredLocale()).toBe('hi-IN');
    browserLanguages(['hi']);
    expect(preferredLocale()).toBe('hi-IN');
    browserLanguages(['en-GB', 'hi']);
    expect(preferredLocale()).toBe('en-IN');
    browserLanguages(['ta-IN', 'hi-IN']);
    expect(preferredLocale()).toBe('hi-IN');
    browserLanguages(['ta-IN', 'fr']);
    expect(preferredLocale()).toBe('en-IN');
    browserLanguages(['high-german']);
    expect(preferredLocale()).toBe('en-IN');
  });

  it("reads the browser's languages as the server reads Accept-Language (the landing cannot carry the server's parser)", () => {
    for (const languages of [
      ['hi-IN', 'en-US'],
      ['en-GB', 'hi'],
      ['ta-IN', 'hi-IN'],
      ['ta-IN', 'fr'],
      ['hi'],
      [],
    ]) {
      browserLanguages(languages);
      expect(preferredLocale(), languages.join(',')).toBe(localeFromAcceptLanguage(languages.join(',')));
    }
  });

  it('prefers the choice kept on this device, in localStorage and a cookie for the server', () => {
    browserLanguages(['hi-IN']);
    rememberLocale('en-IN');
    expect(preferredLocale()).toBe('en-IN');
    expect(document.cookie).toContain('locale=en-IN');
    rememberLocale('hi-IN');
    expect(preferredLocale()).toBe('hi-IN');
    localStorage.setItem(LOCALE_KEY, 'fr-FR');
    browserLanguages(['en-IN']);
    expect(preferredLocale()).toBe('en-IN');
  });

  it('renders in a language and puts it back, for a page rendered on the server', () => {
    expect(renderInLocale('hi-IN', () => [getLocale(), pageLocale()])).toEqual(['hi-IN', 'hi-IN']);
    expect(getLocale()).toBe('en-IN');
    expect(pageLocale()).toBe('en-IN');
  });
});
