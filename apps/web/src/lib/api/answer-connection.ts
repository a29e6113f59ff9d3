import { API, type ConnectionAnswerResponseSchema } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { CONNECTIONS_QUERY_KEY } from '../query-keys.ts';
import type { ConnectionsResponse } from './get-connections.ts';

export type ConnectionAnswer = z.infer<typeof ConnectionAnswerResponseSchema>;

/** The ignited investor accepts or declines (POST /api/connects/{id}/accept | decline). */
export function answerConnection({ id, accept }: { id: string; accept: boolean }) {
  const path = accept ? API.connectionAccept(id) : API.connectionDecline(id);
  return apiRequest<ConnectionAnswer>(path, { method: 'POST' });
}

export function useAnswerConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConnection,
    onSuccess: ({ connection }) => {
      queryClient.setQueryData<ConnectionsResponse>(CONNECTIONS_QUERY_KEY, (data) =>
        data
          ? {
              ...data,
              received: data.received.map((item) => (item._id === connection._id ? connection : item)),
            }
          : data,
      );
    },
    // Already answered elsewhere (409): load the real state.
    onError: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY }),
  });
}
