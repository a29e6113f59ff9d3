import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const NetworkingPage = lazyPage(() => import('./networking-page.tsx'), 'NetworkingPage', PATHS.networking);
const IgnitesInboxPage = lazyPage(
  () => import('./ignites-inbox-page.tsx'),
  'IgnitesInboxPage',
  PATHS.ignites,
  { forRoles: ['Investor'] },
);
const PipelinePage = lazyPage(() => import('./pipeline-page.tsx'), 'PipelinePage', PATHS.pipeline, {
  forRoles: ['Hustler'],
});

/**
 * The connections pages inside the signed-in layout's <Routes>: `{connectsRoutes()}`. /networking
 * (connections), /ignites (an investor's Ignite inbox), /pipeline (a Hustler's Ignites, live).
 */
export function connectsRoutes() {
  return (
    <>
      <Route path={PATHS.networking} element={<NetworkingPage />} />
      <Route path={PATHS.ignites} element={<IgnitesInboxPage />} />
      <Route path={PATHS.pipeline} element={<PipelinePage />} />
    </>
  );
}
