import { API, type ConnectionDetail, type ConnectionsResponseSchema } from '@ideaignite/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { CONNECTIONS_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export type ConnectionsResponse = z.infer<typeof ConnectionsResponseSchema>;

export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: CONNECTIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<ConnectionsResponse>(API.connections, { signal }),
    // The other side answers or ignites at any time: load it again on each visit.
    staleTime: 0,
  });

/** Ignites I received (investor) and sent (hustler), newest first (GET /api/connects). */
export function useConnections(enabled = true) {
  const session = useSession();
  return useQuery({ ...connectionsQueryOptions(), enabled: enabled && Boolean(session) });
}

/** The person on the other side of a connection, seen from `me`. */
export function otherSide(connection: ConnectionDetail, me: string) {
  const iAmHustler = connection.hustlerId === me;
  return {
    id: iAmHustler ? connection.investorId : connection.hustlerId,
    user: iAmHustler ? connection.investor : connection.hustler,
  };
}
