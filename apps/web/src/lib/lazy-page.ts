import type { Role } from '@ideaignite/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, type ReactNode, use } from 'react';
import { loadOnce } from './lazy-component.ts';

export type LazyPage = ComponentType & { preload(): Promise<unknown> };

/** Every lazy page, with the route path pattern (`/users/:userId`) of those fetched on intent. */
const pages: {
  pattern?: RegExp;
  whenIdle: boolean;
  /** The roles whose idle time fetches it (their sidebar leads to it); every role when absent. */
  forRoles?: readonly Role[];
  preload: () => Promise<unknown>;
  /** The page's code and the parts its first view at `pathname` shows (FirstViewParts). */
  preloadAt: (pathname: string) => Promise<unknown>;
  firstData?: FirstData;
}[] = [];

/**
 * The export a page's module may add beside its page (`export const preloadFirstView = ...`):
 * fetches the code of the parts (lazyComponent) its first view at `pathname` renders at once,
 * such as the job seeker's home on their dashboard. preloadPath waits for them, so a page drawn
 * on the server renders them and the browser hydrates them with their code already here.
 */
export const FIRST_VIEW_PARTS = 'preloadFirstView';
export type FirstViewParts = (pathname: string) => Promise<unknown> | undefined;

/** Starts the queries a page's first view shows, into the app's cache (`queryClient.prefetchQuery`…). */
export type FirstData = (client: QueryClient) => Promise<unknown>;

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * The query cache's provider, fetched with the first lazy page: the public landing page, which
 * is not lazy and reads no API, never downloads TanStack Query.
 */
let QueryProvider: Provider | undefined;
const loadQueryProvider = loadOnce(() =>
  import('./query-provider.tsx').then((module) => {
    QueryProvider = module.QueryProvider;
  }),
);

const toPattern = (routePath: string) =>
  new RegExp(
    `^${routePath
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
    'i',
  );

/** A public page's options: fetched ahead on hover or focus only, never in the signed-in app's idle time. */
export const PUBLIC_PAGE = { whenIdle: false } as const;
/**
 * A signed-in page seldom opened (settings): like a public page, fetched ahead only when a link to it
 * is hovered or focused, so the dashboard's idle prefetch stays small.
 */
export const SELDOM_OPENED = PUBLIC_PAGE;

/**
 * A page loaded on first visit, so each route downloads only its own code. `load` imports the
 * module; `name` is its named export. With `routePath` the page is also fetched ahead when a
 * link to it is hovered or focused (prefetchOnIntent); unless `whenIdle` is false (the public
 * pages), it is also fetched ahead when the signed-in app is idle (prefetchAll). `preload()` fetches it at once; the module is imported once.
 *
 * The page renders inside the app's query cache (QueryProvider, fetched with the first page).
 * Unlike React.lazy, a page whose code is already here renders at once, without a Suspense
 * fallback: a prefetched page opens instantly.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  routePath?: string,
  {
    whenIdle = true,
    forRoles,
    firstData,
  }: {
    whenIdle?: boolean;
    forRoles?: readonly Role[];
    /** What the first view shows, fetched at once when the browser draws the page (startFirstData). */
    firstData?: FirstData;
  } = {},
): LazyPage {
  let Loaded: ComponentType | undefined;
  let partsOf: FirstViewParts | undefined;
  const preload = loadOnce(() =>
    Promise.all([load(), loadQueryProvider()]).then(([module]) => {
      Loaded = module[name] as ComponentType;
      partsOf = module[FIRST_VIEW_PARTS] as FirstViewParts | undefined;
      return Loaded;
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, as React.lazy is
  function Page() {
    // `use` suspends until the code is here (the nearest Suspense shows its fallback).
    const Component = Loaded ?? use(preload());
    return QueryProvider
      ? createElement(QueryProvider, null, createElement(Component))
      : createElement(Component);
  }
  Page.displayName = `Lazy(${name})`;
  pages.push({
    pattern: routePath ? toPattern(routePath) : undefined,
    whenIdle,
    forRoles,
    preload,
    preloadAt: (pathname) => preload().then(() => partsOf?.(pathname)),
    firstData,
  });
  return Object.assign(Page, { preload });
}

/**
 * Fetches every lazy page's code now (tests render routes without waiting for it), including
 * pages registered by modules that were themselves loaded lazily.
 */
export async function preloadAllPages(): Promise<void> {
  let loaded = 0;
  while (loaded < pages.length) {
    const batch = pages.slice(loaded);
    loaded = pages.length;
    await Promise.all(batch.map((page) => page.preload()));
  }
}

/**
 * Fetches the code of the lazy pages registered for `pathname`, and of the parts their first view
 * there shows (FIRST_VIEW_PARTS); resolves once it is here.
 */
export function preloadPath(pathname: string): Promise<unknown> {
  return Promise.all(
    pages.filter((page) => page.pattern?.test(pathname)).map((page) => page.preloadAt(pathname)),
  );
}

/**
 * Starts the first view's queries of the page at `pathname` (its `firstData`), beside its code
 * rather than after it: a page the browser draws itself (no server render) then waits for the
 * slower of the two, not their sum (issue 31). Errors are left to the page's own query.
 */
export function startFirstData(pathname: string): void {
  const wanted = pages.filter((page) => page.firstData && page.pattern?.test(pathname));
  if (!wanted.length) return;
  void loadQueryProvider()
    .then(() => import('./query-provider.tsx'))
    .then(({ queryClient }) => Promise.all(wanted.map((page) => page.firstData?.(queryClient))))
    .catch(() => undefined);
}

/** Fetches the code of the page a link leads to, if it is a lazy page not fetched yet. */
export function prefetchPath(pathname: string) {
  void preloadPath(pathname).catch(() => undefined);
}

/**
 * The pages the idle prefetch fetches for `role`: marked `whenIdle`, and when a page names
 * `forRoles`, only for those roles (an Investor's idle time never fetches the Hustler's pipeline).
 * The prefetch itself (lib/idle-prefetch.ts) comes with the signed-in routes, not the landing page.
 */
export function pagesFetchedWhenIdle(role?: Role): Array<{ preload: () => Promise<unknown> }> {
  return pages.filter((page) => page.whenIdle && (!page.forRoles || !role || page.forRoles.includes(role)));
}

/**
 * Prefetch on intent: a pointer resting on, or focus reaching, a same-origin link fetches the
 * page behind it, so the click finds its code already there.
 */
export function prefetchOnIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    prefetchPath(link.pathname);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  root.addEventListener('touchstart', onIntent, { passive: true });
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('touchstart', onIntent);
  };
}
