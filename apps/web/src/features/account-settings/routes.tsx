import { Route } from 'react-router';
import { lazyPage, SELDOM_OPENED } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const SettingsPage = lazyPage(
  () => import('./settings-page.tsx'),
  'SettingsPage',
  PATHS.settings,
  SELDOM_OPENED,
);

/** Account settings, to nest inside the signed-in AppLayout: `{accountSettingsRoutes()}`. */
export function accountSettingsRoutes() {
  return <Route path={PATHS.settings} element={<SettingsPage />} />;
}
