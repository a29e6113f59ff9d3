import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const VideosPage = lazyPage(() => import('./videos-page.tsx'), 'VideosPage', PATHS.videos);

/** The videos page (spec section 2), inside the signed-in layout's <Routes>: `{videosRoutes()}`. */
export function videosRoutes() {
  return <Route path={PATHS.videos} element={<VideosPage />} />;
}
