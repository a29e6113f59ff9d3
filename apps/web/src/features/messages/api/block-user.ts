import { API } from '@ideaignite/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/blocks/{userId}: they can no longer message me (unblocking is in Settings). */
export function blockUser(userId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.block(userId), { method: 'PUT' });
}
