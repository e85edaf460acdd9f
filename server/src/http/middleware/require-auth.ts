/** Every app call carries a bearer token (SPEC point 6); a disabled account's tokens stop working. */
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../lib/errors';
import { findActiveAccount } from '../../services/accounts/account-status';
import type { AppBindings, AppDeps } from '../types';

export function requireAuth(deps: AppDeps) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    const verified = await deps.tokens.verifyAccessToken(match[1]);
    if (!verified) throw new AppError('auth/id-token-expired', 'Your session has expired. Please sign in again.');
    const user = await findActiveAccount(deps.db, verified.uid);
    // A password change or reset raises the version: older tokens stop working at once.
    if (!user || user.sessionVersion !== verified.sessionVersion) {
      throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.');
    }
    c.set('user', { uid: user.uid, email: user.email });
    await next();
  });
}

/** The spec's bodies name the user (uid / userId); it must be the caller (DESIGN decision 2). */
export function assertSelf(callerUid: string, claimedUid: string): void {
  if (callerUid !== claimedUid) throw new AppError('FORBIDDEN', 'You can only act on your own account.');
}
