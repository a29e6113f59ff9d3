import type { Role } from '@ideaignite/contract';
import type { QueryClient } from '@tanstack/react-query';
import { feedPageQueryOptions } from '../features/feed/api/get-feed-page.ts';
import { recentApplicationsQueryOptions, savedJobsQueryOptions } from '../features/jobs/lib/jobs-queries.ts';
import { completenessQueryOptions } from '../lib/api/get-completeness.ts';
import { currentUserQueryOptions } from '../lib/api/get-current-user.ts';
import { badgesOf, unreadCountQueryOptions } from './layouts/app-unread-counts.ts';

/** A read fetched into the page's cache before its first render. */
export type Read = (client: QueryClient) => Promise<void>;

/**
 * The reads a page is known to make, fetched before it is first rendered, so that render is the
 * page and no render is spent only to learn them. A read left out here still happens (the render
 * names it, it is fetched and the page rendered again): this only saves the render. The frame's
 * (the user, the sidebar's badges), and the dashboard's; the jobs board's depend on its filters in
 * the address, so the render names them.
 */
export function knownReads(page: 'dashboard' | 'jobs', role: Role): Read[] {
  const frame: Read[] = [
    (client) => client.prefetchQuery(currentUserQueryOptions()),
    ...[...badgesOf(role)].map(
      (kind): Read =>
        (client) =>
          client.prefetchQuery(unreadCountQueryOptions(kind)),
    ),
  ];
  if (page === 'jobs') return frame;
  const home: Read[] =
    role === 'Jobseeker'
      ? [
          (client) => client.prefetchQuery(recentApplicationsQueryOptions()),
          (client) => client.prefetchInfiniteQuery(savedJobsQueryOptions()),
        ]
      : [(client) => client.prefetchInfiniteQuery(feedPageQueryOptions())];
  return [...frame, (client) => client.prefetchQuery(completenessQueryOptions()), ...home];
}
