import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const SettingsPage = lazyPage(() => import('./settings-page.tsx'), 'SettingsPage', '/settings');

/** Account settings, to nest inside the signed-in AppLayout: `{settingsRoutes()}`. */
export function settingsRoutes() {
  return <Route path="/settings" element={<SettingsPage />} />;
}
