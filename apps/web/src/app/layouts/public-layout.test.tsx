import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { PublicLayout } from './public-layout.tsx';

function renderLayout(path = '/') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<h1>Home page</h1>} />
            <Route path="/AboutUs" element={<h1>About page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const DESKTOP_NOTE = /for the best experience, use ideaignite on a desktop browser/i;

describe('PublicLayout', () => {
  it('switches language from the header, keeping focus on the switch, without saving for a visitor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderLayout();
    const header = screen.getByRole('banner');
    const toHindi = within(header).getByRole('button', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('lang', 'hi-IN');
    await user.click(toHindi);
    const toEnglish = await within(header).findByRole('button', { name: 'English' }, { timeout: 5000 });
    expect(toEnglish).toHaveFocus();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(localStorage.getItem('locale')).toBe('hi-IN');
    await user.click(toEnglish);
    expect(await within(header).findByRole('button', { name: 'हिन्दी' })).toHaveFocus();
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    // Signed out, the choice stays on this device: nothing is sent.
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('has a skip link, the landmarks and the public links', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Made in India/);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/AboutUs');
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/Services');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/ContactUs');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/Termsandconditions',
    );
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('opens the mobile menu with the desktop note and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle); // the menu's code is fetched on the first press
    const menu = await screen.findByRole('dialog');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByText(DESKTOP_NOTE)).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'About Us' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes the mobile menu when a link is followed', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'About Us' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });

  it('offers Dashboard and Sign out once signed in, and signing out goes home', async () => {
    saveSession({ token: 'jwt-1', userId: 'user-1', role: 'Hustler' });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderLayout('/AboutUs');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    // Signing out loads its code on first use: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Home page' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    // The same sign-out as the app's: the server is told too.
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    vi.unstubAllGlobals();
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('PublicLayout in Hindi', () => {
  afterEach(() => setLocale('en-IN'));

  it('reads in Hindi when Hindi is chosen: skip link, header, footer and the phone menu', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderLayout();
    expect(screen.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main');
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/AboutUs');
    expect(within(nav).getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/ContactUs');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'IdeaIgnite होम' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/signin');
    expect(within(header).getByRole('link', { name: 'शुरू करें' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'कंपनी' })).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'क़ानूनी' });
    expect(within(legal).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} IdeaIgnite। सर्वाधिकार सुरक्षित।`);
    expect(footer).toHaveTextContent('भारत में बना');

    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    const menu = await screen.findByRole('dialog', { name: 'IdeaIgnite मेन्यू' });
    expect(within(menu).getByRole('link', { name: 'सेवाएँ' })).toHaveAttribute('href', '/Services');
    expect(within(menu).getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute(
      'href',
      '/Termsandconditions',
    );
  });
});
