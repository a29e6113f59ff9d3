import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/auth-storage.ts';
import { logout } from './api/logout.ts';

/**
 * The one way to sign out: on the server when it can, locally whatever happens, then to
 * `redirectTo` (/signin from the app, / from the public header).
 */
export function useSignOut({ redirectTo = '/signin' }: { redirectTo?: string } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      // Best effort: an unreachable server must not keep anyone signed in on this device.
      console.warn('Sign-out request failed; signing out locally.', error);
    }
    navigate(redirectTo, { replace: true });
    clearSession();
    queryClient.clear();
  }, [navigate, queryClient, redirectTo]);

  return { signOut, signingOut };
}
