import { INSTALL_OFFER_DISMISSED_KEY } from '@ideaignite/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { setAppStatus } from './app-status.ts';
import type { InstallPrompt } from './install-offer.ts';
import InstallOfferCard from './install-offer-card.tsx';
import { InstalledAppNotices } from './notices.tsx';

function installPrompt(): InstallPrompt {
  return Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn(async () => undefined) });
}

describe('the installed app', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    act(() => setAppStatus({ offline: false, servedFromCache: false, waiting: null }));
    setLocale('en-IN');
  });

  it('says it is offline, and offers a waiting version whose Reload asks it to take over', async () => {
    render(<InstalledAppNotices />);
    const notices = screen.getByRole('complementary', { name: 'App status' });
    expect(notices).toHaveTextContent('');
    act(() => setAppStatus({ servedFromCache: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — showing what you saw last');
    const waiting = { postMessage: vi.fn() } as unknown as ServiceWorker;
    act(() => setAppStatus({ waiting }));
    expect(screen.getByText('New version — reload')).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'activate-update' });
  });

  it('says it in Hindi', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    render(<InstalledAppNotices />);
    act(() => setAppStatus({ offline: true }));
    expect(screen.getByRole('status')).toHaveTextContent('ऑफ़लाइन');
  });

  it('offers to install until declined, and remembers Not now on this device', async () => {
    const offer = installPrompt();
    const view = render(<InstallOfferCard offer={offer} />);
    expect(screen.getByRole('region', { name: 'Install IdeaIgnite' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install IdeaIgnite' })).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_OFFER_DISMISSED_KEY)).toBe('1');
    view.unmount();
    render(<InstallOfferCard offer={installPrompt()} />);
    expect(screen.queryByRole('region', { name: 'Install IdeaIgnite' })).not.toBeInTheDocument();
  });

  it('keeps keyboard focus in the sidebar: after Not now or Install it moves on to the account menu below the card', async () => {
    for (const choice of ['Not now', 'Install']) {
      localStorage.clear();
      const view = render(
        <div>
          <InstallOfferCard offer={installPrompt()} />
          <div>
            <button type="button">Account menu</button>
          </div>
        </div>,
      );
      screen.getByRole('button', { name: choice }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('region', { name: 'Install IdeaIgnite' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
      view.unmount();
    }
  });

  it("opens the browser's install dialog on Install", async () => {
    const offer = installPrompt();
    render(<InstallOfferCard offer={offer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Install IdeaIgnite' })).not.toBeInTheDocument();
  });
});
