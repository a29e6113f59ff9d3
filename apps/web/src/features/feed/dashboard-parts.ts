import type { Blog, CompletenessItem, Video } from '@ideaignite/contract';
import type { ComponentType } from 'react';
import type { LazyComponent } from '../../lib/lazy-component.ts';

/**
 * What the dashboard shows that other features own: the videos' and the blogs' cards in the feed
 * the profiles' completeness card and the jobs' home for job seekers. app/pages/dashboard-page.tsx puts them in, so the
 * feed imports no other feature, and the cards still come in the dashboard's own chunk.
 */
export interface DashboardParts {
  VideoCard: ComponentType<{ video: Video; headingLevel?: 2 | 3; priority?: boolean }>;
  BlogCard: ComponentType<{ blog: Blog }>;
  /** Lazy: its code comes only when there is something to complete (a full profile fetches none). */
  CompletenessPanel: LazyComponent<{ score: number; missing: readonly CompletenessItem[] }>;
  /** Lazy: the job seeker's home (the jobs feature: matching jobs, applications, saved jobs closing soon). */
  JobseekerHome: LazyComponent<Record<string, never>>;
}
