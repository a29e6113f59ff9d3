import { authApi } from '@ideaignite/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

export function getSessions() {
  return call(authApi.sessions);
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, select: (data) => data.sessions });

/** "Where you're signed in": this account's live sessions, most recently seen first. */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
