import {
  type DehydratedState,
  hydrate,
  QueryClient,
  type QueryClientConfig,
  QueryClientContext,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { readSession, subscribeSession } from './auth-storage.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Asked by the browser only, never by the server's render (src/ssr.tsx): a call that is not
       * a plain read (the verification check re-sends its email), which the render may not make.
       */
      browserOnly?: boolean;
    };
  }
}

/**
 * The app's one query cache. It lives in its own chunk, fetched with the first lazy page (see
 * lazyPage), so the public landing page never downloads TanStack Query.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
} satisfies QueryClientConfig['defaultOptions'];

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/** Fills the cache with what the server fetched for the page it rendered (src/ssr.tsx, main.tsx). */
export function hydrateCache(state: DehydratedState): void {
  hydrate(queryClient, state);
}

// Whoever signs out (this tab, another tab, an ended session), nothing of theirs stays cached.
subscribeSession(() => {
  if (!readSession()) queryClient.clear();
});

/**
 * Provides the app's cache to a lazy page, unless an outer provider already does (the signed-in
 * frame around its pages, or a test's own client).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
