import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const TalksPage = lazyPage(() => import('./talks-page.tsx'), 'TalksPage', PATHS.talks);
const TalkPage = lazyPage(() => import('./talk-page.tsx'), 'TalkPage', PATHS.talk);

/** The talks page (spec section 2) and one talk's own (issue 26), inside the signed-in layout's <Routes>. */
export function talksRoutes() {
  return (
    <>
      <Route path={PATHS.talks} element={<TalksPage />} />
      <Route path={PATHS.talk} element={<TalkPage />} />
    </>
  );
}
