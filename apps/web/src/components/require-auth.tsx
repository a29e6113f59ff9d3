import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../lib/paths.ts';
import { useSession } from '../lib/use-session.ts';

/** Signed-out visits go to /signin, which brings the user back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={PATHS.signin} replace state={{ from }} />;
  }
  return children;
}
