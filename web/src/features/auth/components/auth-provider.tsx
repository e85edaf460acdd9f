import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { session } from '../../../lib/session';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';

type AuthProviderProps = { children: ReactNode };

export function AuthProvider({ children }: AuthProviderProps) {
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const queryClient = useQueryClient();
  const previousUid = useRef<string | null>(null);

  useEffect(() => {
    void session.start();
  }, []);

  const uid = state.user?.uid ?? null;
  useEffect(() => {
    // The next person at this browser must not see the last one's cached data.
    if (previousUid.current !== null && previousUid.current !== uid) queryClient.clear();
    previousUid.current = uid;
  }, [uid, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user: state.user, isSignedIn: state.status === 'signed-in', loading: state.status === 'loading' }),
    [state],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
