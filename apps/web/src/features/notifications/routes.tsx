import { Navigate, Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const NotificationsPage = lazyPage(
  () => import('./notifications-page.tsx'),
  'NotificationsPage',
  PATHS.notifications,
);

/**
 * The notifications page, inside the signed-in layout's <Routes>: `{notificationsRoutes()}`.
 * /notifications, the sidebars' word for it, leads there.
 */
export function notificationsRoutes() {
  return (
    <>
      <Route path={PATHS.notifications} element={<NotificationsPage />} />
      <Route path={PATHS.notificationsPlural} element={<Navigate to={PATHS.notifications} replace />} />
    </>
  );
}
