import { type ConnectionDetail, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { applyConnection } from '../../lib/api/move-ignite.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { useSession } from '../../lib/use-session.ts';

const isConnection = (value: unknown): value is ConnectionDetail =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ConnectionDetail)._id === 'string' &&
  typeof (value as ConnectionDetail).status === 'string';

/**
 * Ignites as they move, live: the server pushes each one (igniteUpdated, to both sides) and it
 * goes straight into the connections cache, so the inbox and the pipeline follow without a fetch.
 */
export function useLiveIgnites() {
  const queryClient = useQueryClient();
  const me = useSession()?.userId;
  useSocketEvent(SOCKET_EVENTS.igniteUpdated, (connection: unknown) => {
    if (isConnection(connection)) applyConnection(queryClient, connection, me);
  });
}
