import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../../lib/session';

/** POST /api/auth/sign-out: revokes the refresh cookie; the local session ends whatever the answer. */
export function signOut(): Promise<void> {
  return session.signOut();
}

function signOutLoggingFailure() {
  // SPEC point 8: a logout failure is only logged.
  signOut().catch((error: unknown) => console.warn('Logout failed:', error));
}

/**
 * SPEC point 2: Logout signs the user out and goes to /. The session ends only once the app page
 * has gone, so that page never flashes its sign-in modal on the way out. Use it in a component
 * that stays mounted across pages (the root layout).
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isLeaving = useRef(false);

  useEffect(() => {
    if (!isLeaving.current) return;
    isLeaving.current = false;
    signOutLoggingFailure();
  }, [pathname]);

  return useCallback(() => {
    if (pathname === '/') {
      signOutLoggingFailure();
      return;
    }
    isLeaving.current = true;
    void navigate('/');
  }, [navigate, pathname]);
}
