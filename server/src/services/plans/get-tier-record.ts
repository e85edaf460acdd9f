/** The tier record of SPEC point 3: the plan in force and this month's used counts. */
import { and, eq, lte } from 'drizzle-orm';
import { countAppliedSince } from '../applications/applied-this-month';
import { TierSchema, type Tier, type TierRecord } from '@hireready/contract';
import type { Db } from '../../db/client';
import { usagePeriods, userPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { usagePeriod } from './billing-period';

type PlanRow = { tier: string; subscriptionId: string | null; planEndsAt: Date | null };
type PlanInForce = { tier: Tier; subscriptionId: string | null; planEndsAt: Date | null };

/**
 * A cancelled paid plan keeps its tier until its period ends, then falls to basic; the fall is
 * written back the first time anyone looks after that moment (the condition keeps it idempotent).
 */
async function applyPlanEnd(db: Db, userId: string, plan: PlanRow, now: Date): Promise<PlanInForce> {
  let current = plan;
  if (current.planEndsAt && current.planEndsAt <= now) {
    const fallen = await db
      .update(userPlans)
      .set({ tier: 'basic', subscriptionId: null, planEndsAt: null, updatedAt: now })
      .where(and(eq(userPlans.userId, userId), lte(userPlans.planEndsAt, now)))
      .returning();
    current = fallen[0] ?? { tier: 'basic', subscriptionId: null, planEndsAt: null };
  }
  const tier = TierSchema.safeParse(current.tier);
  return { tier: tier.success ? tier.data : 'basic', subscriptionId: current.subscriptionId, planEndsAt: current.planEndsAt };
}

/** The plan in force now. */
export async function getPlanInForce(db: Db, userId: string, now: Date): Promise<PlanInForce> {
  const rows = await db
    .select({ tier: userPlans.tier, subscriptionId: userPlans.subscriptionId, planEndsAt: userPlans.planEndsAt })
    .from(userPlans)
    .where(eq(userPlans.userId, userId));
  const plan = rows[0];
  // SPEC point 8: reading the tier fails when the record does not exist.
  if (!plan) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  return applyPlanEnd(db, userId, plan, now);
}

/** The plan in force and this month's counts, read together in one query. */
export async function getTierRecord(db: Db, userId: string, now: Date): Promise<TierRecord> {
  const { period, resetsAt } = usagePeriod(now);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await db
    .select({
      tier: userPlans.tier,
      subscriptionId: userPlans.subscriptionId,
      planEndsAt: userPlans.planEndsAt,
      resume: usagePeriods.resumeUsed,
      coverLetter: usagePeriods.coverLetterUsed,
      applications: countAppliedSince(userPlans.userId, monthStart),
    })
    .from(userPlans)
    .leftJoin(usagePeriods, and(eq(usagePeriods.userId, userPlans.userId), eq(usagePeriods.period, period)))
    .where(eq(userPlans.userId, userId));
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  const plan = await applyPlanEnd(db, userId, row, now);
  return {
    tier: plan.tier,
    resume: row.resume ?? 0,
    cover_letter: row.coverLetter ?? 0,
    subscriptionId: plan.subscriptionId,
    resets_at: resetsAt.toISOString(),
    plan_ends_at: plan.planEndsAt ? plan.planEndsAt.toISOString() : null,
    applications: Number(row.applications ?? 0),
  };
}
