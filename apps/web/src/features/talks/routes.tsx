import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const TalksPage = lazyPage(() => import('./talks-page.tsx'), 'TalksPage', PATHS.talks);

/** The talks page (spec section 2), inside the signed-in layout's <Routes>: `{talksRoutes()}`. */
export function talksRoutes() {
  return <Route path={PATHS.talks} element={<TalksPage />} />;
}
