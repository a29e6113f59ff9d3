import type { QueryClient } from '@tanstack/react-query';
import { UNREAD_COUNTS_PREFIX } from './query-keys.ts';

/** After reading messages or notifications: the sidebar's badges (app/layouts) load their counts again. */
export function refreshUnreadCounts(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX });
}
