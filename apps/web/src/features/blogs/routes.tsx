import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const BlogsPage = lazyPage(() => import('./blogs-page.tsx'), 'BlogsPage', PATHS.blogs);
const BlogPage = lazyPage(() => import('./blog-page.tsx'), 'BlogPage', PATHS.blog);

/** The blogs page (spec section 2) and one blog's own (issue 26), inside the signed-in layout's <Routes>. */
export function blogsRoutes() {
  return (
    <>
      <Route path={PATHS.blogs} element={<BlogsPage />} />
      <Route path={PATHS.blog} element={<BlogPage />} />
    </>
  );
}
