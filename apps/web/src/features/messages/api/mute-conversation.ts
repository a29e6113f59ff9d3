import { API } from '@ideaignite/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/messages/{userId}/mute: its messages still arrive, without notifications. */
export function muteConversation(
  userId: string,
  muted: boolean,
): Promise<{ message: string; muted: boolean }> {
  return apiRequest<{ message: string; muted: boolean }>(API.muteConversation(userId), {
    method: 'PUT',
    json: { muted },
  });
}
