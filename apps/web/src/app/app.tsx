import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { useWords } from '../lib/i18n/words.ts';
import { prefetchOnIntent } from '../lib/lazy-page.ts';
import { useSession } from '../lib/use-session.ts';
import { frameWords } from './layouts/words/index.ts';
import { RouteFocusStart } from './route-focus-start.tsx';
import { AppRoutes, loadSignedInRoutes } from './routes.tsx';

/**
 * Each page's code is fetched on first need; this fetches it ahead so moving around stays
 * instant: the page behind a hovered or focused link, and, once someone is signed in, the
 * signed-in frame at once and every other page while the browser is idle.
 */
function usePrefetch() {
  const session = useSession();
  const signedIn = Boolean(session);
  const role = session?.role ?? undefined;
  useEffect(() => prefetchOnIntent(), []);
  useEffect(() => {
    if (!signedIn) return;
    loadSignedInRoutes().then(
      (module) => module.prefetchSignedIn(role),
      () => undefined, // offline: each page is fetched when it is opened
    );
  }, [signedIn, role]);
}

/** The pages inside a router: the browser's here, a static one when prerendering (prerender.tsx). */
export function AppContent() {
  const m = useWords(frameWords);
  return (
    <>
      <RouteFocusStart />
      <Suspense fallback={<PageLoading label={m.loading} />}>
        <AppRoutes />
      </Suspense>
    </>
  );
}

/**
 * The query cache comes with the first lazy page (lib/query-provider.tsx), not here. Once the
 * app has taken over the page (hydrated the prerendered landing, or rendered any other), `<html>`
 * carries `data-app-ready`: the end-to-end tests wait for it before pressing a button the
 * prerendered HTML shows ahead of its script.
 */
export function App() {
  usePrefetch();
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
