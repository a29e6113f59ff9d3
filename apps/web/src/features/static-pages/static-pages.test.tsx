import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { renderContent } from '../../test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { NotFoundPage } from './not-found/not-found-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { ServicesPage } from './services-page.tsx';

describe('static pages', () => {
  afterEach(() => setLocale('en-IN'));

  it('read in Hindi when Hindi is chosen: About, Services and the 404 page', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const about = renderContent(<AboutPage />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'भारत की हर बड़ी कंपनी किसी के एक आइडिया से शुरू हुई थी',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हमारा मिशन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पहचान से ज़्यादा आइडिया' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ़्त में शुरू करें' })).toBeInTheDocument();
    about.unmount();

    const services = renderContent(<ServicesPage />);
    expect(await screen.findByRole('heading', { name: 'अपना रोल चुनें' })).toBeInTheDocument();
    expect(screen.getByText('फ़ाउंडरों की Ignite रिक्वेस्ट स्वीकार या अस्वीकार करें')).toBeInTheDocument();
    services.unmount();

    renderContent(<NotFoundPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeInTheDocument();
  });

  it('shows the Privacy Policy in Hindi, with its contents and e-mail links', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderContent(<PrivacyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'विषय-सूची' });
    expect(within(contents).getByRole('link', { name: '9. आपके अधिकार' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '13. संपर्क और शिकायत अधिकारी' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'privacy@ideaignite.in' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@ideaignite.in',
    );
  });
});
