import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { splitHoistables } from './lib/page-html.ts';
import { renderLanding } from './prerender.tsx';

describe('the prerendered landing page', () => {
  beforeEach(() => {
    // As @testing-library/react declares for its own renders: updates are awaited inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.replaceChildren();
    delete document.documentElement.dataset.appReady;
  });

  it('starts with its title and robots rule, then the page itself', () => {
    const html = renderLanding();
    expect(html).toMatch(/^(<link [^>]*\/>)*<title>IdeaIgnite — Startup ideas meet investors<\/title>/);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain('id="hero-title"');
    expect(html).toContain('Skip to main content');
  });

  it('is hydrated by the app without a mismatch, keeping its elements', async () => {
    const container = document.createElement('div');
    // Markup only: React's hoisted <title> and <meta> go to <head> at build (build/prerender.ts).
    container.innerHTML = splitHoistables(renderLanding()).body;
    document.body.append(container);
    const heading = container.querySelector('#hero-title');
    expect(heading).not.toBeNull();
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('#hero-title')).toBe(heading);
    expect(document.documentElement.dataset.appReady).toBe('');
    consoleError.mockRestore();
  });
});
