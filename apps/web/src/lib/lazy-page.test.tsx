import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, prefetchPath, preloadAllPages } from './lazy-page.ts';

const module = { ProfileOf: () => <h1>A member’s profile</h1> };
const routeTable = { Routes: () => null };

describe('lazyPage', () => {
  it('shows the fallback until the code is here, then the page', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load, 'ProfileOf');
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive(module));
    // The page comes with the query cache's provider, fetched alongside the first page.
    expect(await screen.findByRole('heading', { name: 'A member’s profile' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches a page when a link to its path is hovered, once, and then renders it at once', async () => {
    const load = vi.fn(async () => module);
    const Page = lazyPage(load, 'ProfileOf', '/people/:personId');
    prefetchPath('/elsewhere');
    expect(load).not.toHaveBeenCalled();
    prefetchPath('/PEOPLE/42');
    prefetchPath('/people/43/');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'A member’s profile' })).toBeInTheDocument();
  });

  it('tries again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const Page = lazyPage(load, 'ProfileOf');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadAllPages also loads pages registered by a lazily loaded route table', async () => {
    const inner = vi.fn(async () => module);
    const outer = vi.fn(async () => {
      // What app/signed-in-routes.tsx does when it loads: define more lazy pages.
      lazyPage(inner, 'ProfileOf');
      return routeTable;
    });
    lazyPage(outer, 'Routes');
    await preloadAllPages();
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
