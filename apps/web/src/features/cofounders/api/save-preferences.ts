import type { CofounderPreferencesInput } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { COFOUNDER_MATCHES_QUERY_KEY, COFOUNDER_PREFERENCES_QUERY_KEY } from '../../../lib/query-keys.ts';

/** Saves my preferences (PUT /api/cofounders/preferences); my matches load again after. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CofounderPreferencesInput) => call(cofoundersApi.savePreferences, { body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(COFOUNDER_PREFERENCES_QUERY_KEY, {
        success: true as const,
        saved: answer.saved,
        preferences: answer.preferences,
      });
      await queryClient.invalidateQueries({ queryKey: COFOUNDER_MATCHES_QUERY_KEY });
    },
  });
}
