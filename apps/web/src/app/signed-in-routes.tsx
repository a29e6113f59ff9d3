import type { Role } from '@ideaignite/contract';
import { Route } from 'react-router';
import { RequireAuth } from '../components/require-auth.tsx';
import { accountSettingsRoutes } from '../features/account-settings/routes.tsx';
import { blogsRoutes } from '../features/blogs/routes.tsx';
import { cofoundersRoutes } from '../features/cofounders/routes.tsx';
import { connectsRoutes } from '../features/connects/routes.tsx';
import { discoveryRoutes } from '../features/discovery/routes.tsx';
import { feedRoutes, lazyDashboardPage } from '../features/feed/routes.tsx';
import { jobsRoutes } from '../features/jobs/routes.tsx';
import { messagesRoutes } from '../features/messages/routes.tsx';
import { moderationRoutes } from '../features/moderation/routes.tsx';
import { notificationsRoutes } from '../features/notifications/routes.tsx';
import { onboardingRoutes, profileRoutes } from '../features/profiles/routes.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { talksRoutes } from '../features/talks/routes.tsx';
import { videosRoutes } from '../features/videos/routes.tsx';
import { afterFirstView } from '../lib/after-first-view.ts';
import { prefetchComponent } from '../lib/lazy-component.ts';
import { lazyPage, preloadPath } from '../lib/lazy-page.ts';
import { routeTable, useRouteTable } from '../lib/route-table.ts';
import { PublicLayout } from './layouts/public-layout.tsx';

export { hydrateSignedInPage, seedSignedInPage } from './hydrate-signed-in-page.ts';

/** The signed-in frame (sidebar, Socket.IO client). */
const AppLayout = lazyPage(() => import('./layouts/app-layout.tsx'), 'AppLayout');

/** An unknown address: fetched when one is opened, so no signed-in first view carries it. */
const NotFoundPage = lazyPage(
  () => import('../features/static-pages/not-found/not-found-page.tsx'),
  'NotFoundPage',
  undefined,
  { whenIdle: false },
);

/** The dashboards: the feed with the videos', blogs' and profiles' parts put in (pages/dashboard-page.tsx). */
const DashboardPage = lazyDashboardPage(() => import('./pages/dashboard-page.tsx'));

/**
 * Every route that is not a public page: the profile set-up forms, the signed-in app and the 404
 * page. This module (its route table and every page's loader) is itself fetched on demand, so the
 * landing page carries none of it; app/routes.tsx mounts it under `*`.
 */
const SIGNED_IN_ROUTES = routeTable(
  <>
    {onboardingRoutes()}
    <Route
      element={
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      }
    >
      {feedRoutes(DashboardPage)}
      {profileRoutes()}
      {discoveryRoutes()}
      {videosRoutes()}
      {blogsRoutes()}
      {talksRoutes()}
      {messagesRoutes()}
      {notificationsRoutes()}
      {connectsRoutes()}
      {cofoundersRoutes()}
      {jobsRoutes()}
      {accountSettingsRoutes()}
      {moderationRoutes()}
      {searchRoutes()}
    </Route>
    <Route element={<PublicLayout />}>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>,
);

export function SignedInRoutes() {
  return useRouteTable(SIGNED_IN_ROUTES);
}

/** The frame and the page at `pathname`: what a signed-in page needs to render without waiting. */
export function preloadFrame(pathname: string): Promise<unknown> {
  return Promise.all([AppLayout.preload(), preloadPath(pathname)]);
}

/**
 * Once someone is signed in: the frame at once; after the first view, the pages their role uses
 * while the browser is idle, and the service worker (app/after-first-view.ts).
 */
export function prefetchSignedIn(role?: Role) {
  prefetchComponent(AppLayout);
  afterFirstView(() => {
    void import('./after-first-view.ts').then(
      (module) => module.startAfterFirstView(role),
      () => undefined,
    );
  });
}
