import { API } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { BLOCKS_QUERY_KEY } from '../query-keys.ts';

/** The server's words for a block or an unblock (SAFETY_MESSAGES.blocked, unblocked). */
export interface BlockAnswer {
  message: string;
}

/** Blocks a person (PUT /api/blocks/:userId); the settings' blocked list loads again. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<BlockAnswer>(API.block(userId), { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY }),
  });
}

/** Unblocks a person (DELETE /api/blocks/:userId). */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<BlockAnswer>(API.block(userId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY }),
  });
}
