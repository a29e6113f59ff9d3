import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/auth-storage.ts';
import { logout } from './api/logout.ts';

/** Signs out on the server when it can, and locally whatever happens, then goes to /signin. */
export function useSignOut() {
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
    navigate('/signin', { replace: true });
    clearSession();
    queryClient.clear();
  }, [navigate, queryClient]);

  return { signOut, signingOut };
}
