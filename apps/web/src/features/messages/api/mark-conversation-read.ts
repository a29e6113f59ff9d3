import { API } from '@ideaignite/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** A live message was seen in the open chat: the server marks the conversation read. */
export function markConversationRead(userId: string): Promise<{ count: number }> {
  return apiRequest<{ count: number }>(API.conversationRead(userId), { method: 'POST' });
}
