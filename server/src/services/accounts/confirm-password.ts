/**
 * The password asked again before a signed-in user changes it or deletes the account. A stolen
 * bearer token must not become a way to guess the password, so failures are counted per account.
 */
import { eq } from 'drizzle-orm';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@hireready/contract';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { clearHits, countHit, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { verifyPassword } from './passwords';

/** As for sign-in: five wrong passwords within 15 minutes lock these actions for the rest of the window. */
const CONFIRMATION_FAILURE_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

export type ConfirmedAccount = { email: string; name: string };

export async function confirmPassword(db: Db, userId: string, password: string, now: Date): Promise<ConfirmedAccount> {
  const limitKey = `confirm-password:${userId}`;
  // Recorded before the password is checked (as sign-in does, decision 016), so guesses sent together
  // cannot outrun the count; a right password takes the count back.
  const [attempts, rows] = await Promise.all([
    countHit(db, limitKey, CONFIRMATION_FAILURE_RULE, now),
    db
      .select({ email: users.email, passwordHash: users.passwordHash, name: profiles.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId)),
  ]);
  if (attempts > CONFIRMATION_FAILURE_RULE.limit) {
    throw new AppError('auth/too-many-requests', 'Too many wrong passwords. Please wait a few minutes and try again.');
  }
  const account = rows[0];
  if (!account) throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.');
  if (!(await verifyPassword(account.passwordHash, password))) {
    // 403, not 401: the caller is signed in, and a 401 would make the client renew and ask again.
    throw new AppError('FORBIDDEN', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await clearHits(db, limitKey);
  return { email: account.email, name: account.name ?? '' };
}
