/** The tier record of SPEC point 3: the plan in force and this month's used counts. */
import { and, eq } from 'drizzle-orm';
import { countAppliedSince } from '../applications/applied-this-month';
import { TierSchema, type Tier, type TierRecord } from '@hireready/contract';
import type { Db } from '../../db/client';
import { usagePeriods, userPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { usagePeriod } from './billing-period';
import { planHasEnded, tierInForce } from './plan-in-force';

type PlanRow = { tier: Tier; hasEnded: boolean; subscriptionId: string | null; planEndsAt: Date | null };
type PlanInForce = { tier: Tier; subscriptionId: string | null; planEndsAt: Date | null };

/** The plan row's columns with the tier in force (plan-in-force.ts) and whether its paid period is over. */
function planColumns(now: Date) {
  const nowIso = now.toISOString();
  return {
    tier: tierInForce(nowIso),
    hasEnded: planHasEnded(nowIso),
    subscriptionId: userPlans.subscriptionId,
    planEndsAt: userPlans.planEndsAt,
  };
}

/**
 * An ended plan's fall to basic is written back the first time anyone looks after its end (the
 * condition keeps it idempotent), so the row itself says basic from then on.
 */
async function settlePlanEnd(db: Db, userId: string, plan: PlanRow, now: Date): Promise<PlanInForce> {
  if (plan.hasEnded) {
    await db
      .update(userPlans)
      .set({ tier: 'basic', subscriptionId: null, planEndsAt: null, updatedAt: now })
      .where(and(eq(userPlans.userId, userId), planHasEnded(now.toISOString())));
    return { tier: 'basic', subscriptionId: null, planEndsAt: null };
  }
  return { tier: TierSchema.parse(plan.tier), subscriptionId: plan.subscriptionId, planEndsAt: plan.planEndsAt };
}

/** The plan in force now. */
export async function getPlanInForce(db: Db, userId: string, now: Date): Promise<PlanInForce> {
  const rows = await db.select(planColumns(now)).from(userPlans).where(eq(userPlans.userId, userId));
  const plan = rows[0];
  // SPEC point 8: reading the tier fails when the record does not exist.
  if (!plan) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  return settlePlanEnd(db, userId, plan, now);
}

/** The plan in force and this month's counts, read together in one query. */
export async function getTierRecord(db: Db, userId: string, now: Date): Promise<TierRecord> {
  const { period, resetsAt } = usagePeriod(now);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await db
    .select({
      ...planColumns(now),
      resume: usagePeriods.resumeUsed,
      coverLetter: usagePeriods.coverLetterUsed,
      applications: countAppliedSince(userPlans.userId, monthStart),
    })
    .from(userPlans)
    .leftJoin(usagePeriods, and(eq(usagePeriods.userId, userPlans.userId), eq(usagePeriods.period, period)))
    .where(eq(userPlans.userId, userId));
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  const plan = await settlePlanEnd(db, userId, row, now);
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
