import { ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import type { Session } from '../../lib/auth-storage.ts';

/** The signed-in user's own dashboard, or '/' when the stored role is not one of the four. */
export function ownDashboardPath(session: Session | null): string {
  return session?.role ? ROLE_DASHBOARD_ROUTES[session.role] : '/';
}
