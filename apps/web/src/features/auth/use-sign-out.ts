import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/auth-storage.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * The one way to sign out: on the server when it can, locally whatever happens, then to
 * `redirectTo` (/signin from the app, / from the public header).
 */
export function useSignOut({ redirectTo = PATHS.signin }: { redirectTo?: string } = {}) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      // Fetched on use: the public header, which offers Sign out, ships without the API client.
      const { logout } = await import('./api/logout.ts');
      await logout();
    } catch (error) {
      // Best effort: an unreachable server must not keep anyone signed in on this device.
      console.warn('Sign-out request failed; signing out locally.', error);
    }
    navigate(redirectTo, { replace: true });
    clearSession(); // which also empties the query cache (lib/query-provider.tsx)
  }, [navigate, redirectTo]);

  return { signOut, signingOut };
}
