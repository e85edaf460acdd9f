/**
 * Limits on password guessing (decision 016). Each attempt is recorded before its password is
 * checked, in one statement, so guesses sent together cannot outrun the count.
 *
 * - Per account and client address: five free attempts, then each one waits twice as long as the
 *   last (30 seconds up to 15 minutes). A stranger's guesses never slow the owner on another address.
 * - Per client address across accounts: thirty failures in 15 minutes, so one client cannot spread
 *   its guesses over many accounts (switchable with CLIENT_RATE_LIMITS, like every per-client limit).
 * - A client that holds a live session of the account (its refresh cookie) is never held back.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { clearHits, countHit, uncountHit, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { recordAttempt, type DelayPolicy } from '../rate-limit/growing-delay';
import { hashRefreshToken } from './tokens';

export const ACCOUNT_CLIENT_POLICY: DelayPolicy = {
  freeAttempts: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 3600,
};

export const CLIENT_FAILURE_RULE: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };

/** New accounts per client address: per-account limits mean nothing if accounts are free to make. */
export const REGISTRATION_RULE: RateLimitRule = { limit: 10, windowSeconds: 3600 };

/** Counts a registration against its client (before the password is hashed) and refuses it past the rule. */
export async function admitRegistration(opts: { db: Db; client: string; perClient: boolean; now: Date }): Promise<void> {
  if (!opts.perClient) return;
  const made = await countHit(opts.db, `register:${opts.client}`, REGISTRATION_RULE, opts.now);
  if (made > REGISTRATION_RULE.limit) {
    throw new AppError('auth/too-many-requests', 'Too many new accounts from your network. Please try again in an hour.');
  }
}

export type SignInAttempt = {
  db: Db;
  email: string;
  client: string;
  /** The refresh cookie the request carried, if any. */
  refreshToken: string | undefined;
  /** Whether the limit across accounts applies (CLIENT_RATE_LIMITS). */
  perClient: boolean;
  now: Date;
};

export type AdmittedSignIn = { succeeded(): Promise<void> };

const accountKey = (a: SignInAttempt) => `sign-in:${a.email}|${a.client}`;
const clientKey = (a: SignInAttempt) => `sign-in-client:${a.client}`;

/** Records the attempt and refuses it (429) past a limit, before any password is checked. */
export async function admitSignIn(attempt: SignInAttempt): Promise<AdmittedSignIn> {
  if (await holdsLiveSession(attempt)) return { succeeded: async () => {} };
  if (attempt.perClient) {
    const failures = await countHit(attempt.db, clientKey(attempt), CLIENT_FAILURE_RULE, attempt.now);
    if (failures > CLIENT_FAILURE_RULE.limit) {
      throw tooMany(CLIENT_FAILURE_RULE.windowSeconds, 'Too many failed sign-in attempts from your network.');
    }
  }
  const admission = await recordAttempt(attempt.db, accountKey(attempt), ACCOUNT_CLIENT_POLICY, attempt.now);
  if (!admission.admitted) throw tooMany(admission.retryAfterSeconds, 'Too many failed sign-in attempts.');
  return {
    // A success forgives this client's failures on the account, and is not a failure of the client's.
    succeeded: async () => {
      await Promise.all([
        clearHits(attempt.db, accountKey(attempt)),
        attempt.perClient ? uncountHit(attempt.db, clientKey(attempt)) : null,
      ]);
    },
  };
}

async function holdsLiveSession(attempt: SignInAttempt): Promise<boolean> {
  if (!attempt.refreshToken) return false;
  const rows = await attempt.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, hashRefreshToken(attempt.refreshToken)),
        eq(users.email, attempt.email),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, attempt.now),
      ),
    );
  return rows.length > 0;
}

function tooMany(retryAfterSeconds: number, lead: string): AppError {
  return new AppError('auth/too-many-requests', `${lead} Please try again in ${describeWait(retryAfterSeconds)}.`);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
