import { Route } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const NetworkingPage = lazyPage(() => import('./networking-page.tsx'), 'NetworkingPage', PATHS.networking);

/** The connections page (/networking), inside the signed-in layout's <Routes>: `{connectsRoutes()}`. */
export function connectsRoutes() {
  return <Route path={PATHS.networking} element={<NetworkingPage />} />;
}
