import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { splitHoistables } from './lib/page-html.ts';
import { renderLanding } from './prerender.tsx';

describe('the prerendered landing page', () => {
  /** The roots a test hydrated: unmounted after it, so no React work is left for after the test environment is gone. */
  const roots: Root[] = [];
  beforeEach(() => {
    // As @testing-library/react declares for its own renders: updates are awaited inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
    document.body.replaceChildren();
    delete document.documentElement.dataset.appReady;
  });

  it('starts with its title and robots rule, then the page itself', async () => {
    const html = await renderLanding();
    expect(html).toMatch(/^(<link [^>]*\/>)*<title>IdeaIgnite — Startup ideas meet investors<\/title>/);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain('id="hero-title"');
    expect(html).toContain('Skip to main content');
  });

  it('is hydrated by the app without a mismatch, keeping its elements', async () => {
    const container = document.createElement('div');
    // Markup only: React's hoisted <title> and <meta> go to <head> at build (build/prerender.ts).
    container.innerHTML = splitHoistables(await renderLanding()).body;
    document.body.append(container);
    const heading = container.querySelector('#hero-title');
    expect(heading).not.toBeNull();
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <StrictMode>
            <App />
          </StrictMode>,
          { onRecoverableError: recoverable },
        ),
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('#hero-title')).toBe(heading);
    expect(document.documentElement.dataset.appReady).toBe('');
    consoleError.mockRestore();
  });

  it('renders in Hindi too, and a page served in Hindi is hydrated in Hindi without a mismatch', async () => {
    const html = await renderLanding('hi-IN');
    expect(html).toMatch(/<title>[^<]*[\u0900-\u097F][^<]*<\/title>/);
    expect(html).toContain('id="hero-title"');
    expect(html).not.toContain('Skip to main content');
    // The browser reads the language a page arrived in from <html lang> when the app loads.
    document.documentElement.lang = 'hi-IN';
    vi.resetModules();
    try {
      const fresh = {
        app: await import('./app/app.tsx'),
        locale: await import('./lib/i18n/locale.ts'),
        messages: await import('./lib/i18n/words.ts'),
      };
      expect(fresh.locale.pageLocale()).toBe('hi-IN');
      await fresh.messages.loadLocale('hi-IN');
      fresh.locale.setLocale('hi-IN');
      const container = document.createElement('div');
      container.innerHTML = splitHoistables(html).body;
      document.body.append(container);
      const heading = container.querySelector('#hero-title');
      const recoverable = vi.fn();
      const consoleError = vi.spyOn(console, 'error');
      await act(async () => {
        roots.push(
          hydrateRoot(
            container,
            <StrictMode>
              <fresh.app.App />
            </StrictMode>,
            { onRecoverableError: recoverable },
          ),
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('#hero-title')).toBe(heading);
      expect(heading?.textContent).toMatch(/[\u0900-\u097F]/);
      consoleError.mockRestore();
      fresh.locale.setLocale('en-IN');
    } finally {
      document.documentElement.lang = 'en-IN';
    }
  });
});
