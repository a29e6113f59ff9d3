import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScriptCode } from './prerender.ts';

/** What the boot script has started: the module entry and the modulepreloads it added. */
const started = () => ({
  entry: document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  ),
});

type Observer = { callback: (list: { getEntries(): unknown[] }) => void; type?: string };

describe('the boot script of the prerendered landing page', () => {
  let observers: Observer[];
  let hero: HTMLImageElement;

  /** Runs the boot script as it ships (minified) as the browser would, from its <script> tag, in a tab that is `visibility`. */
  function boot(visibility: DocumentVisibilityState, entryTypes: string[]) {
    const tag = document.createElement('script');
    tag.dataset.entry = '/assets/index-A1.js';
    tag.dataset.preload = '/assets/runtime-B2.js /assets/framework-C3.js';
    document.head.append(tag);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    class FakeObserver {
      static supportedEntryTypes = entryTypes;
      constructor(private callback: Observer['callback']) {}
      observe({ type }: { type: string }) {
        observers.push({ callback: this.callback, type });
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    new Function(bootScriptCode())();
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    observers = [];
    hero = document.createElement('img');
    hero.setAttribute('fetchpriority', 'high');
    document.body.append(hero);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('starts the app only once the hero is reported painted, with its modulepreloads first', async () => {
    boot('visible', ['paint', 'largest-contentful-paint']);
    await vi.advanceTimersByTimeAsync(100);
    expect(started().entry).toBeNull();
    // A largest paint that is not the hero (text painted first) does not start it either.
    for (const observer of observers) observer.callback({ getEntries: () => [{ element: document.body }] });
    await vi.advanceTimersByTimeAsync(100);
    expect(started().entry).toBeNull();
    for (const observer of observers) observer.callback({ getEntries: () => [{ element: hero }] });
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual({
      entry: '/assets/index-A1.js',
      preloads: ['/assets/runtime-B2.js', '/assets/framework-C3.js'],
    });
    // Once only.
    for (const observer of observers) observer.callback({ getEntries: () => [{ element: hero }] });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts at once when the hero fails to load', async () => {
    boot('visible', ['paint', 'largest-contentful-paint']);
    hero.dispatchEvent(new Event('error'));
    expect(started().entry).toBe('/assets/index-A1.js');
  });

  it('waits 3 s at most', async () => {
    boot('visible', ['paint', 'largest-contentful-paint']);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(started().entry).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(started().entry).toBe('/assets/index-A1.js');
  });

  it('without largest-paint entries, starts after the first paint entry', async () => {
    boot('visible', ['paint']);
    await vi.advanceTimersByTimeAsync(100);
    expect(started().entry).toBeNull();
    expect(observers.map((observer) => observer.type)).toEqual(['paint']);
    observers[0]?.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    await vi.advanceTimersByTimeAsync(1);
    expect(started().entry).toBe('/assets/index-A1.js');
  });

  it('without paint entries at all, starts two frames later', async () => {
    boot('visible', []);
    await vi.advanceTimersByTimeAsync(16);
    expect(started().entry).toBeNull();
    await vi.advanceTimersByTimeAsync(16);
    expect(started().entry).toBe('/assets/index-A1.js');
  });

  it('in a hidden tab, which paints nothing, starts at once', () => {
    boot('hidden', ['paint', 'largest-contentful-paint']);
    expect(started().entry).toBe('/assets/index-A1.js');
  });
});
