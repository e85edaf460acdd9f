/**
 * POST /api/auth/sign-out: revokes the refresh cookie; the local session ends whatever the answer,
 * and a failure is only logged (SPEC point 8). Apart from its hook (sign-out.ts) because the
 * pre-rendered landing page's script signs out too, without React (decision 009).
 */
import { session } from '../../../lib/session';

export function signOut(): void {
  session.signOut().catch((error: unknown) => console.warn('Logout failed:', error));
}
