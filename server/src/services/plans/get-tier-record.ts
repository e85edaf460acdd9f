/** The tier record of SPEC point 3: the plan in force and this month's used counts. */
import { and, eq, lte } from 'drizzle-orm';
import { TierSchema, type Tier, type TierRecord } from '@hireready/contract';
import type { Db } from '../../db/client';
import { usagePeriods, userPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { usagePeriod } from './billing-period';

/**
 * The plan in force now. A cancelled paid plan keeps its tier until its period ends, then falls
 * to basic; the fall is written back the first time anyone looks after that moment.
 */
export async function getPlanInForce(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ tier: Tier; subscriptionId: string | null; planEndsAt: Date | null }> {
  const rows = await db.select().from(userPlans).where(eq(userPlans.userId, userId));
  let plan = rows[0];
  // SPEC point 8: reading the tier fails when the record does not exist.
  if (!plan) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  if (plan.planEndsAt && plan.planEndsAt <= now) {
    // The paid period is over: write the fall to basic once (the condition keeps it idempotent).
    const fallen = await db
      .update(userPlans)
      .set({ tier: 'basic', subscriptionId: null, planEndsAt: null, updatedAt: now })
      .where(and(eq(userPlans.userId, userId), lte(userPlans.planEndsAt, now)))
      .returning();
    plan = fallen[0] ?? { ...plan, tier: 'basic', subscriptionId: null, planEndsAt: null };
  }
  const tier = TierSchema.safeParse(plan.tier);
  return {
    tier: tier.success ? tier.data : 'basic',
    subscriptionId: plan.subscriptionId,
    planEndsAt: plan.planEndsAt,
  };
}

export async function getTierRecord(db: Db, userId: string, now: Date): Promise<TierRecord> {
  const plan = await getPlanInForce(db, userId, now);
  const { period, resetsAt } = usagePeriod(now);
  const usage = await db
    .select({ resume: usagePeriods.resumeUsed, coverLetter: usagePeriods.coverLetterUsed })
    .from(usagePeriods)
    .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.period, period)));
  return {
    tier: plan.tier,
    resume: usage[0]?.resume ?? 0,
    cover_letter: usage[0]?.coverLetter ?? 0,
    subscriptionId: plan.subscriptionId,
    resets_at: resetsAt.toISOString(),
    plan_ends_at: plan.planEndsAt ? plan.planEndsAt.toISOString() : null,
  };
}
