import type { ConnectionDetail, EndpointAnswer } from '@ideaignite/contract';
import { connectsApi } from '@ideaignite/contract/connects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call.ts';
import { CONNECTIONS_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export type ConnectionsResponse = EndpointAnswer<typeof connectsApi.connections>;

export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: CONNECTIONS_QUERY_KEY,
    queryFn: ({ signal }) => call(connectsApi.connections, {}, { signal }),
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
