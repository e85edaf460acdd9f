/**
 * Attempts with growing waits instead of a fixed lock: the first few are free, then each one must
 * wait twice as long as the one before (up to a ceiling) after the last recorded attempt.
 * The row's count is the attempts since the last success, its window_start the last attempt's time.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type DelayPolicy = {
  /** Attempts allowed back to back before any wait. */
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** An idle key starts afresh after this long; longer than maxDelaySeconds. */
  forgetAfterSeconds: number;
};

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** The wait owed after `count` attempts, in seconds (0 while attempts are still free). */
export function delayAfter(policy: DelayPolicy, count: number): number {
  if (count < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(count - policy.freeAttempts, 20));
}

/**
 * Records one attempt unless the key still owes a wait, in one statement: attempts sent together
 * serialise on the row, so no more than `freeAttempts` of them are ever admitted at once.
 */
export async function recordAttempt(db: Db, key: string, policy: DelayPolicy, now: Date): Promise<Admission> {
  const forgetCutoff = new Date(now.getTime() - policy.forgetAfterSeconds * 1000);
  const stale = sql`${rateLimits.windowStart} <= ${forgetCutoff}`;
  const owedSeconds = sql`least(${policy.maxDelaySeconds}::float8, ${policy.firstDelaySeconds}::float8 * power(2::float8, least(${rateLimits.count} - ${policy.freeAttempts}, 20)))`;
  const waiting = sql`${rateLimits.count} >= ${policy.freeAttempts} and ${rateLimits.windowStart} > ${now}::timestamptz - ${owedSeconds} * interval '1 second'`;
  const recorded = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`, windowStart: now },
      // No row comes back while the key waits: the attempt is refused and nothing changes.
      setWhere: sql`(${stale}) or not (${waiting})`,
    })
    .returning({ count: rateLimits.count });
  if (recorded.length > 0) return { admitted: true };
  const rows = await db.select({ count: rateLimits.count, last: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key));
  const row = rows[0];
  const waitUntil = row ? row.last.getTime() + delayAfter(policy, row.count) * 1000 : now.getTime();
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000)) };
}
