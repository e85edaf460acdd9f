/**
 * The plan in force, written once and in SQL, so that the statements that count and spend
 * generations apply it atomically and every read agrees with them: a cancelled paid plan keeps its
 * tier until its paid period ends (plan_ends_at), then it is basic; a tier we do not offer is basic.
 */
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PLANS, TIERS, type GenerationType, type Tier } from '@hireready/contract';
import { userPlans } from '../../db/schema';

type Instant = string | Placeholder;

/** True once the plan's paid period is over; `nowIso` is the clock's ISO time. */
export function planHasEnded(nowIso: Instant): SQL<boolean> {
  return sql<boolean>`(${userPlans.planEndsAt} IS NOT NULL AND ${userPlans.planEndsAt} <= ${nowIso}::timestamptz)`;
}

/** The tier in force, from the plan row in scope. */
export function tierInForce(nowIso: Instant): SQL<Tier> {
  const offered = sql.join(
    TIERS.map((tier) => sql`WHEN ${tier} THEN ${tier}`),
    sql` `,
  );
  return sql<Tier>`(CASE WHEN ${planHasEnded(nowIso)} THEN 'basic' ELSE (CASE ${userPlans.tier} ${offered} ELSE 'basic' END) END)`;
}

/** The month's limit of this generation type under the plan in force for `userId`; null without a plan record. */
export function planLimitSql(type: GenerationType, userId: string | Placeholder | SQL, nowIso: Instant): SQL<number | null> {
  const limits = sql.join(
    TIERS.map((tier) => sql`WHEN ${tier} THEN ${PLANS[tier].limits[type]}::int`),
    sql` `,
  );
  return sql<number | null>`(SELECT CASE ${tierInForce(nowIso)} ${limits} END FROM ${userPlans} WHERE ${userPlans.userId} = ${userId})`;
}
