import { API } from '@ideaignite/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Ends the session on the server (204). */
export async function logout(): Promise<void> {
  await apiRequest<null>(API.logout, { method: 'POST' });
}
