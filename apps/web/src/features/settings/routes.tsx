import { Route } from 'react-router';
import { SettingsPage } from './settings-page.tsx';

/** Account settings, to nest inside the signed-in AppLayout: `{settingsRoutes()}`. */
export function settingsRoutes() {
  return <Route path="/settings" element={<SettingsPage />} />;
}
