import type { EndpointAnswer } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call.ts';
import { BLOCKS_QUERY_KEY } from '../query-keys.ts';

/** The server's words for a block or an unblock (BLOCKS_WORDS.blocked, unblocked). */
export type BlockAnswer = EndpointAnswer<typeof blocksApi.block>;

/** Blocks a person (PUT /api/blocks/:userId); the settings' blocked list loads again. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(blocksApi.block, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY }),
  });
}

/** Unblocks a person (DELETE /api/blocks/:userId). */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(blocksApi.unblock, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY }),
  });
}
