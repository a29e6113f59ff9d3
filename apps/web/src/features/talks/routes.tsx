import { Route } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const TalksPage = lazyPage(() => import('./talks-page.tsx'), 'TalksPage', PATHS.talks);

/** The talks page (spec section 2), inside the signed-in layout's <Routes>: `{talksRoutes()}`. */
export function talksRoutes() {
  return <Route path={PATHS.talks} element={<TalksPage />} />;
}
