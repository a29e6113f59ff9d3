import { Route } from 'react-router';
import { lazyPage, SELDOM_OPENED } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const ModerationPage = lazyPage(
  () => import('./moderation-page.tsx'),
  'ModerationPage',
  PATHS.adminReports,
  SELDOM_OPENED,
);

/** The moderators' queue, to nest inside the signed-in AppLayout: `{moderationRoutes()}`. */
export function moderationRoutes() {
  return <Route path={PATHS.adminReports} element={<ModerationPage />} />;
}
