import { API, type SessionList } from '@ideaignite/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

export function getSessions(): Promise<SessionList> {
  return apiRequest<SessionList>(API.sessions);
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, select: (data) => data.sessions });

/** "Where you're signed in": this account's live sessions, most recently seen first. */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
