import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../../lib/session';

/** POST /api/auth/sign-out: revokes the refresh cookie; the local session ends whatever the answer. */
export function signOut(): Promise<void> {
  return session.signOut();
}

/** SPEC point 2: Logout signs the user out and goes to /; a failure is only logged (SPEC point 8). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Logout failed:', error);
    }
    await navigate('/');
  }, [navigate]);
}
