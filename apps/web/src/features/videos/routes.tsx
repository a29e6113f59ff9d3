import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const VideosPage = lazyPage(() => import('./videos-page.tsx'), 'VideosPage', PATHS.videos);
const VideoPage = lazyPage(() => import('./video-page.tsx'), 'VideoPage', PATHS.video);

/** The videos page (spec section 2) and one video's own (issue 26), inside the signed-in layout's <Routes>. */
export function videosRoutes() {
  return (
    <>
      <Route path={PATHS.videos} element={<VideosPage />} />
      <Route path={PATHS.video} element={<VideoPage />} />
    </>
  );
}
