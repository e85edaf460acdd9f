/**
 * Sets a new password and ends every session of the account (decision 022): the session version
 * rises, so every bearer token issued before stops working at once, every refresh token is
 * revoked, and reset links not yet used are void.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema';
import { changeAccount } from './account-status';

/**
 * Returns the account's new session version, or null when the account is gone or `claim` (run first,
 * in the same transaction: a reset link being spent) did not hold.
 */
export async function replacePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
  claim?: (tx: Db) => Promise<boolean>,
): Promise<number | null> {
  return changeAccount(db, userId, () =>
    db.transaction(async (tx) => {
      if (claim && !(await claim(tx))) return null;
      const updated = await tx
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
        .where(eq(users.id, userId))
        .returning({ sessionVersion: users.sessionVersion });
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      return updated[0]?.sessionVersion ?? null;
    }),
  );
}
