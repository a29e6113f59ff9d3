import { Navigate } from 'react-router';
import { dashboardPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';

/** /dashboard (a sidebar target without a page in the prototype) leads to the user's own dashboard. */
export function RoleDashboardRedirect() {
  const session = useSession();
  return <Navigate to={dashboardPath(session?.role)} replace />;
}
