import type { AuthUser } from '@hireready/contract';
import { createContext } from 'react';

/** SPEC point 3, "Authentication context". */
export type AuthContextValue = {
  user: AuthUser | null;
  isSignedIn: boolean;
  /** True until the first answer about the session (the refresh on start) has arrived. */
  loading: boolean;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
