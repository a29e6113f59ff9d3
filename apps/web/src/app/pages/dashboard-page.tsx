import { BlogFeedCard } from '../../features/blogs/components/blog-feed-card.tsx';
import { DashboardPage as FeedDashboardPage } from '../../features/feed/dashboard-page.tsx';
import type { DashboardParts } from '../../features/feed/dashboard-parts.ts';
import { VideoCard } from '../../features/videos/components/video-card.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { FirstViewParts } from '../../lib/lazy-page.ts';

/**
 * The dashboard's parts from other features: the cards come with the page (its first view shows
 * them), the checklist's code only when there is something to complete, the job seeker's home only
 * for job seekers.
 */
export const dashboardParts: DashboardParts = {
  VideoCard,
  BlogCard: BlogFeedCard,
  CompletenessPanel: lazyComponent(
    () =>
      import('../../features/profiles/completeness/completeness-panel.tsx').then(
        (module) => module.CompletenessPanel,
      ),
    'CompletenessPanel',
  ),
  JobseekerHome: lazyComponent(
    () => import('../../features/jobs/home/jobseeker-home.tsx').then((module) => module.JobseekerHome),
    'JobseekerHome',
  ),
};

/** The feed's dashboard with the videos', blogs' and profiles' parts: the page /dashboard/:role loads. */
export function DashboardPage() {
  return <FeedDashboardPage parts={dashboardParts} />;
}

/**
 * The job seeker's dashboard shows their home at once: its code comes with the page's, so a
 * dashboard rendered on the server includes it and hydrates without it popping in (lib/lazy-page.ts).
 */
export const preloadFirstView: FirstViewParts = (pathname) =>
  /\/jobseeker\/?$/i.test(pathname) ? dashboardParts.JobseekerHome.preload() : undefined;
