import { Route } from 'react-router';
import { authRoutes } from '../features/auth/routes.tsx';
import { contactRoutes } from '../features/contact/routes.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { staticPageRoutes } from '../features/static-pages/routes.tsx';
import { loadOnce } from '../lib/lazy-component.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { routeTable, useRouteTable } from '../lib/route-table.ts';
import { PublicLayout } from './layouts/public-layout.tsx';

/** Everything that is not a public page: see signed-in-routes.tsx. */
export const loadSignedInRoutes = loadOnce(() => import('./signed-in-routes.tsx'));
const SignedInRoutes = lazyPage(loadSignedInRoutes, 'SignedInRoutes');

/**
 * The code a signed-in page rendered on the server needs before it can be hydrated in one go:
 * the route table, the frame and the page itself (main.tsx).
 */
export async function preloadSignedInPage(pathname: string): Promise<void> {
  await SignedInRoutes.preload();
  await (await loadSignedInRoutes()).preloadFrame(pathname);
}

/**
 * Every route of spec section 2. React Router matches paths case-insensitively by default. The
 * public pages are here, each feature registering its own; every other path (the signed-in app,
 * the set-up forms, the 404 page) is matched by SignedInRoutes, fetched on first need.
 */
const APP_ROUTES = routeTable(
  <>
    <Route element={<PublicLayout />}>
      <Route index element={<LandingPage />} />
      {staticPageRoutes()}
      {contactRoutes()}
      {authRoutes()}
    </Route>
    <Route path="*" element={<SignedInRoutes />} />
  </>,
);

export function AppRoutes() {
  return useRouteTable(APP_ROUTES);
}
