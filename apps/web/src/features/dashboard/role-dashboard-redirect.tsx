import { Navigate } from 'react-router';
import { useSession } from '../../lib/use-session.ts';
import { ownDashboardPath } from './own-dashboard-path.ts';

/** /dashboard (a sidebar target without a page in the prototype) leads to the user's own dashboard. */
export function RoleDashboardRedirect() {
  const session = useSession();
  return <Navigate to={ownDashboardPath(session)} replace />;
}
