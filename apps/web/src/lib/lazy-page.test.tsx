import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstView, PREFETCH_DELAY_MS } from './after-first-view.ts';
import { IDLE_FOR_REAL_MS, prefetchWhenIdle } from './idle-prefetch.ts';
import { lazyPage, prefetchPath, preloadAllPages, startFirstData } from './lazy-page.ts';
import { queryClient } from './query-provider.tsx';

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

  it("starts the first data of the page at a path (not of another), into the app's cache, beside its code", async () => {
    const load = vi.fn(async () => module);
    const feed = vi.fn(async () => undefined);
    const other = vi.fn(async () => undefined);
    lazyPage(load, 'ProfileOf', '/dashboard/:role', { firstData: feed });
    lazyPage(load, 'ProfileOf', '/messages', { firstData: other });
    startFirstData('/dashboard/Hustler');
    await vi.waitFor(() => expect(feed).toHaveBeenCalledWith(queryClient));
    expect(other).not.toHaveBeenCalled();
    // The page's code is not what the data waited for.
    expect(load).not.toHaveBeenCalled();
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

  describe('afterFirstView and prefetchWhenIdle', () => {
    // An idle moment comes at once: the queue drains as soon as it is allowed to start.
    const idleAtOnce = () => {
      vi.useFakeTimers();
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
        setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
      );
    };
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('waits PREFETCH_DELAY_MS after the page has loaded, then fetches idle pages, not public ones', async () => {
      idleAtOnce();
      const idle = vi.fn(async () => module);
      const publicPage = vi.fn(async () => module);
      lazyPage(idle, 'ProfileOf');
      lazyPage(publicPage, 'ProfileOf', '/signin', { whenIdle: false });
      expect(document.readyState).toBe('complete');
      afterFirstView(() => prefetchWhenIdle());
      await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
      expect(idle).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(idle).toHaveBeenCalledTimes(1);
      expect(publicPage).not.toHaveBeenCalled();
    });

    it("fetches a page kept for some roles only in those roles' idle time", async () => {
      idleAtOnce();
      const pipeline = vi.fn(async () => module);
      const everyone = vi.fn(async () => module);
      lazyPage(pipeline, 'ProfileOf', '/pipeline', { forRoles: ['Hustler'] });
      lazyPage(everyone, 'ProfileOf', '/messages');
      prefetchWhenIdle('Investor');
      await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 1_000);
      expect(everyone).toHaveBeenCalledTimes(1);
      expect(pipeline).not.toHaveBeenCalled();
      prefetchWhenIdle('Hustler');
      await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 1_000);
      expect(pipeline).toHaveBeenCalledTimes(1);
    });

    it("waits for an idle period of IDLE_FOR_REAL_MS, not a busy frame's spare time", async () => {
      vi.useFakeTimers();
      let spare = 5;
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
        setTimeout(() => callback({ didTimeout: false, timeRemaining: () => spare }), 100),
      );
      const idle = vi.fn(async () => module);
      lazyPage(idle, 'ProfileOf');
      prefetchWhenIdle();
      await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 5_000);
      expect(idle).not.toHaveBeenCalled();
      spare = IDLE_FOR_REAL_MS;
      await vi.advanceTimersByTimeAsync(2_000);
      expect(idle).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['Save-Data', { saveData: true, effectiveType: '4g' }],
      ['3G', { saveData: false, effectiveType: '3g' }],
      ['2G', { saveData: false, effectiveType: '2g' }],
      ['slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
    ])('fetches nothing ahead on a %s connection', async (_name, connection) => {
      idleAtOnce();
      vi.stubGlobal('navigator', { ...navigator, connection });
      const idle = vi.fn(async () => module);
      lazyPage(idle, 'ProfileOf');
      prefetchWhenIdle();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(idle).not.toHaveBeenCalled();
    });
  });
});
