import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { RoleDashboardRedirect } from './role-dashboard-redirect.tsx';
import { NotificationsRedirect, OwnProfileRedirect } from './sidebar-redirects.tsx';

const DashboardPage = lazyPage(() => import('./dashboard-page.tsx'), 'DashboardPage', '/dashboard/:role');

/**
 * The dashboards and the sidebar's redirect targets, to nest inside the signed-in AppLayout:
 * `{appShellRoutes()}`.
 *
 * Paths match case-insensitively, so /profile is the same path as /Profile (the own profile page,
 * from profileRoutes()): a /profile → /Profile redirect would match /Profile too and loop, so
 * there is none. /Iprofile and /notifications are other words and redirect to /Profile and
 * /Notification.
 */
export function appShellRoutes() {
  return (
    <>
      <Route path="/dashboard" element={<RoleDashboardRedirect />} />
      <Route path="/dashboard/:role" element={<DashboardPage />} />
      <Route path="/Iprofile" element={<OwnProfileRedirect />} />
      <Route path="/notifications" element={<NotificationsRedirect />} />
    </>
  );
}
