import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from './sign-out-request';

type SignOutState = { isSigningOut?: boolean } | null;

/**
 * SPEC point 2: Logout signs the user out and goes to /. The session ends only once the app page
 * has gone, so that page never flashes its sign-in modal on the way out. The intent travels in the
 * navigation's own state: if a page blocks the navigation (unsaved edits, "Keep Editing"), nothing
 * arrives and nobody is signed out; a later, ordinary visit to / carries no such state. Use it in
 * a component that stays mounted across pages (the root layout).
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!(location.state as SignOutState)?.isSigningOut) return;
    signOut();
    // Clear the intent, so going back and forth in history does not sign out again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  return useCallback(() => {
    if (location.pathname === '/') {
      signOut();
      return;
    }
    void navigate('/', { state: { isSigningOut: true } satisfies SignOutState });
  }, [navigate, location.pathname]);
}
