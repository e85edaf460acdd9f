/**
 * Register, sign in, refresh and sign out (DESIGN decision 1). A session is a bearer token for
 * API calls plus a refresh token that rotates on every use; reuse of a rotated refresh token
 * (a sign of theft) revokes its whole family.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVALID_EMAIL_MESSAGE, isValidEmail, type AuthUser } from '@hireready/contract';
import type { Db } from '../../db/client';
import { profiles, refreshTokens, userPlans, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkNewPassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { admitRegistration, admitSignIn, type SignInAttempt } from './sign-in-limit';
import { hashRefreshToken, newRefreshToken, type TokenService } from './tokens';

/** A refresh token rotated this recently is a race between two tabs, not a theft. */
const ROTATION_GRACE_MS = 10_000;

export type SessionContext = {
  db: Db;
  tokens: TokenService;
  now: Date;
  refreshTtlDays: number;
};

export type IssuedSession = {
  user: AuthUser;
  accessToken: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
};

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function registerUser(
  ctx: SessionContext,
  input: { email: string; password: string; name?: string | undefined },
  from: Pick<SignInAttempt, 'client' | 'perClient'>,
): Promise<IssuedSession> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw new AppError('auth/invalid-email', INVALID_EMAIL_MESSAGE);
  checkNewPassword(input.password);
  await admitRegistration({ db: ctx.db, now: ctx.now, ...from });
  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim() ?? '';
  const created = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ email, passwordHash, createdAt: ctx.now, updatedAt: ctx.now })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const user = inserted[0];
    if (!user) return null;
    // Every account has a profile and a plan from its first moment.
    await tx.insert(profiles).values({ userId: user.id, email, name, lastLogin: ctx.now, createdAt: ctx.now, updatedAt: ctx.now });
    await tx.insert(userPlans).values({ userId: user.id, tier: 'basic', updatedAt: ctx.now });
    return user;
  });
  if (!created) throw new AppError('auth/email-already-in-use', 'This email is already registered');
  return startSession(ctx, { uid: created.id, email, name }, randomUUID(), 0);
}

export async function signIn(
  ctx: SessionContext,
  input: { email: string; password: string },
  from: Pick<SignInAttempt, 'client' | 'refreshToken' | 'perClient'>,
): Promise<IssuedSession> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw new AppError('auth/invalid-email', INVALID_EMAIL_MESSAGE);
  // The attempt is recorded (and refused past the limit) before any password is checked; the
  // account is read meanwhile, so a sign-in still waits for one round trip, not two.
  const [admitted, rows] = await Promise.all([
    admitSignIn({ db: ctx.db, email, now: ctx.now, ...from }),
    ctx.db
      .select({
        id: users.id,
        passwordHash: users.passwordHash,
        disabledAt: users.disabledAt,
        sessionVersion: users.sessionVersion,
        name: profiles.name,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, email)),
  ]);
  const user = rows[0];
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyAgainstDummy(input.password), false);
  if (!user || !passwordOk) throw new AppError('auth/invalid-credential', 'Invalid email or password');
  if (user.disabledAt) throw new AppError('auth/user-disabled', 'This account has been disabled.');
  await Promise.all([admitted.succeeded(), ctx.db.update(profiles).set({ lastLogin: ctx.now }).where(eq(profiles.userId, user.id))]);
  return startSession(ctx, { uid: user.id, email, name: user.name ?? '' }, randomUUID(), user.sessionVersion);
}

export async function refreshSession(ctx: SessionContext, refreshToken: string | undefined): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError('UNAUTHORIZED', 'You are not signed in.');
  const tokenHash = hashRefreshToken(refreshToken);
  const rows = await ctx.db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      email: users.email,
      disabledAt: users.disabledAt,
      sessionVersion: users.sessionVersion,
      name: profiles.name,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  const row = rows[0];
  if (!row || row.revokedAt || row.expiresAt <= ctx.now) {
    throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  if (row.disabledAt) {
    await revokeFamily(ctx.db, row.familyId, ctx.now);
    throw new AppError('auth/user-disabled', 'This account has been disabled.');
  }
  // Only one concurrent refresh may rotate a token.
  const claimed = await ctx.db
    .update(refreshTokens)
    .set({ rotatedAt: ctx.now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const rotatedAt = row.rotatedAt ?? ctx.now;
    if (ctx.now.getTime() - rotatedAt.getTime() > ROTATION_GRACE_MS) {
      await revokeFamily(ctx.db, row.familyId, ctx.now);
    }
    throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  return startSession(ctx, { uid: row.userId, email: row.email, name: row.name ?? '' }, row.familyId, row.sessionVersion);
}

export async function signOut(db: Db, refreshToken: string | undefined, now: Date): Promise<void> {
  if (!refreshToken) return;
  const rows = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  const familyId = rows[0]?.familyId;
  if (familyId) await revokeFamily(db, familyId, now);
}

/** Who-am-I: the signed-in account (already checked by the auth middleware) with its profile name. */
export async function describeAccount(db: Db, account: { uid: string; email: string }): Promise<AuthUser> {
  const rows = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, account.uid));
  return { uid: account.uid, email: account.email, name: rows[0]?.name ?? '' };
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** A new bearer token and refresh token for an account whose password was just checked. */
export async function startSession(ctx: SessionContext, user: AuthUser, familyId: string, sessionVersion: number): Promise<IssuedSession> {
  const { token, hash } = newRefreshToken();
  const refreshExpiresAt = new Date(ctx.now.getTime() + ctx.refreshTtlDays * 86_400_000);
  await ctx.db.insert(refreshTokens).values({
    userId: user.uid,
    tokenHash: hash,
    familyId,
    expiresAt: refreshExpiresAt,
    createdAt: ctx.now,
  });
  const access = await ctx.tokens.issueAccessToken({ ...user, sessionVersion }, ctx.now);
  return { user, accessToken: access.token, expiresAt: access.expiresAt, refreshToken: token, refreshExpiresAt };
}

/** Deletes refresh tokens expired more than a day ago, so the table does not grow forever (run at start). */
export async function pruneRefreshTokens(db: Db, now: Date): Promise<void> {
  await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < ${new Date(now.getTime() - 86_400_000)}`);
}
