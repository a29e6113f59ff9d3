import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const BlogsPage = lazyPage(() => import('./blogs-page.tsx'), 'BlogsPage', PATHS.blogs);

/** The blogs page (spec section 2), inside the signed-in layout's <Routes>: `{blogsRoutes()}`. */
export function blogsRoutes() {
  return <Route path={PATHS.blogs} element={<BlogsPage />} />;
}
