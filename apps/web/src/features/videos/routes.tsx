import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const BlogsPage = lazyPage(() => import('../blogs/blogs-page.tsx'), 'BlogsPage', '/blogs');
const TalksPage = lazyPage(() => import('../talks/talks-page.tsx'), 'TalksPage', '/talks');
const VideosPage = lazyPage(() => import('./videos-page.tsx'), 'VideosPage', '/videos');

/** The content pages (spec section 2), called as a function inside the signed-in layout's <Routes>. */
export function contentRoutes() {
  return (
    <>
      <Route path="/videos" element={<VideosPage />} />
      <Route path="/blogs" element={<BlogsPage />} />
      <Route path="/talks" element={<TalksPage />} />
    </>
  );
}
