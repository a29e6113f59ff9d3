import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { type LazyPage, lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';
import { feedPageQueryOptions } from './api/get-feed-page.ts';
import { RoleDashboardRedirect } from './role-dashboard-redirect.tsx';

/**
 * The dashboard page as app/ puts it together with the other features' parts
 * (app/pages/dashboard-page.tsx), loaded on first visit. Call it once, at module level.
 */
export function lazyDashboardPage(load: () => Promise<{ DashboardPage: ComponentType }>): LazyPage {
  return lazyPage(load, 'DashboardPage', PATHS.roleDashboard, {
    // The feed's first page, asked for beside the page's code when the browser draws the dashboard.
    firstData: (client) => client.prefetchInfiniteQuery(feedPageQueryOptions()),
  });
}

/**
 * The dashboards (the feed of videos and blogs), to nest inside the signed-in AppLayout:
 * `{feedRoutes(DashboardPage)}`, with the page from lazyDashboardPage. /dashboard, a sidebar
 * target, opens the user's own.
 */
export function feedRoutes(DashboardPage: ComponentType) {
  return (
    <>
      <Route path={PATHS.dashboard} element={<RoleDashboardRedirect />} />
      <Route path={PATHS.roleDashboard} element={<DashboardPage />} />
    </>
  );
}
