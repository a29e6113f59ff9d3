import { Route } from 'react-router';
import { BlogsPage } from '../blogs/blogs-page.tsx';
import { TalksPage } from '../talks/talks-page.tsx';
import { VideosPage } from './videos-page.tsx';

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
