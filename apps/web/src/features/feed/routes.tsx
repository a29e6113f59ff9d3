import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';
import { dashContentQueryOptions } from './api/get-dash-content.ts';
import { RoleDashboardRedirect } from './role-dashboard-redirect.tsx';

const DashboardPage = lazyPage(() => import('./dashboard-page.tsx'), 'DashboardPage', PATHS.roleDashboard, {
  // The feed's first page, asked for beside the page's code when the browser draws the dashboard.
  firstData: (client) => client.prefetchInfiniteQuery(dashContentQueryOptions()),
});

/**
 * The dashboards (the feed of videos and blogs), to nest inside the signed-in AppLayout:
 * `{feedRoutes()}`. /dashboard, a sidebar target, opens the user's own.
 */
export function feedRoutes() {
  return (
    <>
      <Route path={PATHS.dashboard} element={<RoleDashboardRedirect />} />
      <Route path={PATHS.roleDashboard} element={<DashboardPage />} />
    </>
  );
}
