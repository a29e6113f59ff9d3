import type { ConnectionDetail, EndpointAnswer, IgniteAction } from '@ideaignite/contract';
import { connectsApi } from '@ideaignite/contract/connects';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../auth-storage.ts';
import { call } from '../call.ts';
import { CONNECTIONS_QUERY_KEY, IGNITE_STATS_QUERY_KEY } from '../query-keys.ts';
import type { ConnectionsResponse } from './get-connections.ts';

export type IgniteMoveResponse = EndpointAnswer<typeof connectsApi.view>;

export interface IgniteMove {
  id: string;
  action: IgniteAction;
  /** Only for 'pass': why, shown to the Hustler (optional). */
  reason?: string;
}

/** A pipeline move (POST /api/connects/{id}/{view|meeting|pass|connect}). */
export function moveIgnite({ id, action, reason }: IgniteMove): Promise<IgniteMoveResponse> {
  const params = { connectionId: id };
  if (action === 'pass') {
    return call(connectsApi.pass, { params, body: reason?.trim() ? { reason: reason.trim() } : {} });
  }
  return call(connectsApi[action], { params });
}

/**
 * Puts an Ignite as it is now into the connections cache: in place when it is there, else at the
 * top of my side's list (received when I am its investor, sent when I am its Hustler). The
 * figures depend on every move, so they are fetched again.
 */
export function applyConnection(queryClient: QueryClient, connection: ConnectionDetail, me?: string) {
  const userId = me ?? readSession()?.userId;
  queryClient.setQueryData<ConnectionsResponse>(CONNECTIONS_QUERY_KEY, (data) => {
    if (!data) return data;
    const replace = (items: ConnectionDetail[]) =>
      items.map((item) => (item._id === connection._id ? connection : item));
    const known = [...data.received, ...data.sent].some((item) => item._id === connection._id);
    if (known) return { ...data, received: replace(data.received), sent: replace(data.sent) };
    if (connection.investorId === userId) return { ...data, received: [connection, ...data.received] };
    if (connection.hustlerId === userId) return { ...data, sent: [connection, ...data.sent] };
    return data;
  });
  void queryClient.invalidateQueries({ queryKey: IGNITE_STATS_QUERY_KEY });
}

/** A move, its answer put into the cache; a refusal (someone moved it first: 409) loads the real state. */
export function useMoveIgnite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveIgnite,
    onSuccess: ({ connection }) => applyConnection(queryClient, connection),
    onError: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY }),
  });
}
