/**
 * Fixed-window counters in the database, so limits hold across every server copy.
 * One statement per check: an upsert that restarts the window when it has passed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type RateLimitRule = { limit: number; windowSeconds: number };

/** Counts one hit and returns the count in the current window. */
export async function countHit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const windowStartCutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartCutoff} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartCutoff} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one counted hit (an attempt that turned out well), never below zero. */
export async function uncountHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** The longest any counter matters (the sign-in waits forget after a day): older rows are dead weight. */
const RATE_LIMIT_ROW_LIFETIME_MS = 24 * 3600_000;

/** Deletes counters idle for longer than any rule looks back; run at start and every hour. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RATE_LIMIT_ROW_LIFETIME_MS);
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${cutoff}`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}
