import { API } from '@ideaignite/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Accept (the chat moves to my inbox) or decline (it goes; they are not told) a message request. */
export function answerRequest(userId: string, answer: 'accept' | 'decline'): Promise<{ message: string }> {
  const path = answer === 'accept' ? API.acceptRequest(userId) : API.declineRequest(userId);
  return apiRequest<{ message: string }>(path, { method: 'POST' });
}
