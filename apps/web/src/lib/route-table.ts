import { type ReactNode, useContext } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  UNSAFE_RouteContext as RouteContext,
  type RouteMatch,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';

/**
 * A route table built once, for `useRouteTable`. `<Routes>` builds its route objects from its
 * children on every render, then flattens, ranks and compiles every path of them to match one
 * (React Router 7 caches none of it): with the app's ~80 routes that was a fifth of a dashboard's
 * render on the server (bench/README.md), and it is paid again on every render in the browser.
 */
export interface RouteTable {
  routes: RouteObject[];
  /** The matched route chain by the path it matched, the most recent few. */
  chains: Map<string, RouteObject[]>;
}

/** How many paths a table keeps the matched chain of (an app visits a handful; a server sees more). */
const CHAINS_KEPT = 200;

/** `<Route>` elements (as `<Routes>` takes them) as a table; call it once, at module level. */
export function routeTable(children: ReactNode): RouteTable {
  return { routes: createRoutesFromElements(children), chains: new Map() };
}

/**
 * The path below the enclosing route's matched part, as `<Routes>` nested in a route matches
 * it (React Router's useRoutes does the same).
 */
function remainingPath(pathname: string, parentBase: string): string {
  if (parentBase === '/') return pathname;
  const parentSegments = parentBase.replace(/^\//, '').split('/');
  return `/${pathname.replace(/^\//, '').split('/').slice(parentSegments.length).join('/')}`;
}

/**
 * The matched routes alone, each with the next as its only child: matching this chain again
 * gives the same routes and params, at the cost of its few paths instead of the whole table's.
 */
function chainOf(matches: RouteMatch[] | null): RouteObject[] {
  let chain: RouteObject | undefined;
  for (const { route } of [...(matches ?? [])].reverse()) {
    chain = { ...route, children: chain ? [chain] : undefined } as RouteObject;
  }
  return chain ? [chain] : [];
}

/**
 * Renders `table` as `<Routes>` would render its routes at this location. The whole table is
 * matched once per path; a render at a path seen before matches only that path's chain.
 */
export function useRouteTable(table: RouteTable) {
  const { matches: parentMatches } = useContext(RouteContext);
  const pathname = useLocation().pathname || '/';
  const remaining = remainingPath(pathname, parentMatches.at(-1)?.pathnameBase ?? '/');
  let chain = table.chains.get(remaining);
  if (!chain) {
    chain = chainOf(matchRoutes(table.routes, remaining));
    if (table.chains.size >= CHAINS_KEPT) table.chains.delete(table.chains.keys().next().value!);
    table.chains.set(remaining, chain);
  }
  return useRoutes(chain);
}
