import { COMPLETENESS_ITEMS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { renderContent } from '../../../test/render.tsx';
import { CompletenessCard } from './completeness-card.tsx';
import { completenessLink } from './completeness-links.ts';

afterEach(() => setLocale('en-IN'));

describe('CompletenessCard', () => {
  it('shows the score as a progress ring with its words, and each missing item as a link to where it is done', () => {
    renderContent(<CompletenessCard score={56} missing={['pitchVideo', 'city', 'bio', 'skills']} />);
    const card = screen.getByRole('region', { name: 'Profile 56% complete' });
    const ring = within(card).getByRole('progressbar', { name: 'Profile completeness' });
    expect(ring).toHaveAttribute('aria-valuenow', '56');
    expect(ring).toHaveAttribute('aria-valuetext', 'Profile 56% complete');
    const links = within(within(card).getByRole('list', { name: 'Still to do' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add a pitch video', '/dashboard/Hustler?create=video'],
      ['Add your city', '/Update_profile#city'],
      ['Write a short bio', '/Update_profile#bio'],
      ['List your skills', '/Update_profile#skills'],
    ]);
  });

  it('shows nothing at 100 %', () => {
    const { container } = renderContent(<CompletenessCard score={100} missing={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads in Hindi when Hindi is chosen', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderContent(<CompletenessCard score={67} missing={['ticket', 'city']} />);
    const card = await screen.findByRole('region', { name: 'प्रोफ़ाइल 67% पूरी' });
    expect(within(card).getByRole('link', { name: 'अपना टिकट साइज़ चुनें' })).toHaveAttribute(
      'href',
      '/Update_profile#ticketMin',
    );
    expect(within(card).getByRole('link', { name: 'अपना शहर जोड़ें' })).toBeInTheDocument();
  });

  it('links every item of every role somewhere', () => {
    for (const item of new Set(Object.values(COMPLETENESS_ITEMS).flat())) {
      expect(completenessLink(item)).toMatch(
        /^\/(Update_profile#[A-Za-z]+|dashboard\/Hustler\?create=video)$/,
      );
    }
  });
});
