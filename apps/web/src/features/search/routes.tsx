import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const SearchPage = lazyPage(() => import('./search-page.tsx'), 'SearchPage', PATHS.search, {
  whenIdle: false,
});

/** The search page (issue 28), inside the signed-in layout's <Routes>. */
export function searchRoutes() {
  return <Route path={PATHS.search} element={<SearchPage />} />;
}
