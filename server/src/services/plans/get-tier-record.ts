/** The tier record of SPEC point 3: the plan in force and this month's used counts. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { countAppliedSince } from '../applications/applied-this-month';
import { TierSchema, type Tier, type TierRecord } from '@hireready/contract';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
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

/** What the tier record's columns are read with: the clock's instant, this month's period and start. */
export function tierRecordParams(now: Date): { now: string; period: string; monthStart: string } {
  return {
    now: now.toISOString(),
    period: usagePeriod(now).period,
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
  };
}

/**
 * The tier record's columns, for a statement that joins the user's plan row and this month's usage
 * row (tierRecordParams fills its placeholders): the profile reads them with the profile itself.
 */
export function tierRecordColumns() {
  const nowIso = sql.placeholder('now');
  return {
    planUserId: userPlans.userId,
    tier: tierInForce(nowIso),
    hasEnded: planHasEnded(nowIso),
    subscriptionId: userPlans.subscriptionId,
    planEndsAt: userPlans.planEndsAt,
    resume: usagePeriods.resumeUsed,
    coverLetter: usagePeriods.coverLetterUsed,
    applications: countAppliedSince(userPlans.userId, sql.placeholder('monthStart')),
  };
}

/** This month's usage row of the user in `userId`'s column, to join beside the plan row. */
export function thisMonthsUsage(userId: PgColumn): SQL | undefined {
  return and(eq(usagePeriods.userId, userId), eq(usagePeriods.period, sql.placeholder('period')));
}

type TierRecordRow = {
  planUserId: string | null;
  tier: Tier | null;
  hasEnded: boolean | null;
  subscriptionId: string | null;
  planEndsAt: Date | null;
  resume: number | null;
  coverLetter: number | null;
  applications: number | null;
};

/** The tier record from its columns; no plan row is SPEC point 8's failure. */
export async function tierRecordOf(db: Db, userId: string, row: TierRecordRow, now: Date): Promise<TierRecord> {
  if (row.planUserId === null || row.tier === null) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  const plan = await settlePlanEnd(db, userId, { ...row, tier: row.tier, hasEnded: row.hasEnded === true }, now);
  return {
    tier: plan.tier,
    resume: row.resume ?? 0,
    cover_letter: row.coverLetter ?? 0,
    subscriptionId: plan.subscriptionId,
    resets_at: usagePeriod(now).resetsAt.toISOString(),
    plan_ends_at: plan.planEndsAt ? plan.planEndsAt.toISOString() : null,
    applications: Number(row.applications ?? 0),
  };
}

/** Built once per database: reading the tier is on the path of every profile save. */
const TIER_RECORD = oncePerDatabase((db) =>
  db
    .select(tierRecordColumns())
    .from(userPlans)
    .leftJoin(usagePeriods, thisMonthsUsage(userPlans.userId))
    .where(eq(userPlans.userId, sql.placeholder('uid')))
    .prepare('read_tier_record'),
);

/** The plan in force and this month's counts, read together in one query. */
export async function getTierRecord(db: Db, userId: string, now: Date): Promise<TierRecord> {
  const rows = await TIER_RECORD(db).execute({ uid: userId, ...tierRecordParams(now) });
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  return tierRecordOf(db, userId, row, now);
}
