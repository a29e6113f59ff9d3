import { authApi } from '@ideaignite/contract/auth';
import { call } from '../../../lib/call.ts';

/** Ends the session on the server (204). */
export async function logout(): Promise<void> {
  await call(authApi.logout);
}
