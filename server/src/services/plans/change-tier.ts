/**
 * POST /user/change-tier (SPEC point 4 "Plan change", DESIGN decision 2): a tier is raised only
 * with a subscription the billing provider confirms as paid, for this user and of that tier;
 * lowering is always allowed. A paid plan that is lowered keeps its benefits to the end of the
 * period already paid for (plan_ends_at); getPlanInForce then falls to basic. Quotas read
 * getPlanInForce, so the new plan's limits apply at once.
 */
import { eq } from 'drizzle-orm';
import { PLANS, tierRank, type Tier, type TierRecord } from '@hireready/contract';
import type { Db } from '../../db/client';
import { userPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isSubscriptionInGoodStanding, type BillingProvider, type ProviderSubscription } from '../../providers/billing/billing-provider';
import {
  applySubscriptionToPlan,
  cancelAtPeriodEnd,
  isOwnedBy,
  recordSubscription,
  retrieveSubscriptionIfKnown,
} from '../billing/subscription-records';
import { getPlanInForce, getTierRecord } from './get-tier-record';

export async function changeTier(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  newTier: Tier;
  subscriptionId: string | null;
  now: Date;
}): Promise<TierRecord> {
  const { db, billing, userId, newTier, now } = opts;
  const plan = await getPlanInForce(db, userId, now);

  if (newTier !== 'basic' && opts.subscriptionId) {
    const subscription = await confirmPaidSubscription({ db, billing, userId, tier: newTier, subscriptionId: opts.subscriptionId });
    await recordSubscription({ db, userId, provider: billing.kind, subscription, now });
    await applySubscriptionToPlan({ db, userId, subscription, now });
    return getTierRecord(db, userId, now);
  }

  if (tierRank(newTier) > tierRank(plan.tier)) {
    throw new AppError('PAYMENT_REQUIRED', `The ${PLANS[newTier].name} plan needs a paid subscription.`);
  }
  if (newTier === plan.tier) return getTierRecord(db, userId, now);

  const endsAt = plan.subscriptionId ? await endPaidPeriod({ db, billing, userId, subscriptionId: plan.subscriptionId, now }) : null;
  if (endsAt) {
    // The tier stays until the paid period is over; no billing after it.
    await db.update(userPlans).set({ planEndsAt: endsAt, updatedAt: now }).where(eq(userPlans.userId, userId));
  } else {
    await db
      .update(userPlans)
      .set({ tier: newTier, subscriptionId: null, planEndsAt: null, updatedAt: now })
      .where(eq(userPlans.userId, userId));
  }
  return getTierRecord(db, userId, now);
}

/** The provider's word, never the client's: paid, this user's, and for the plan asked for. */
async function confirmPaidSubscription(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  tier: Tier;
  subscriptionId: string;
}): Promise<ProviderSubscription> {
  const refusal = new AppError('PAYMENT_REQUIRED', `No paid subscription confirms the ${PLANS[opts.tier].name} plan for this account.`);
  const subscription = await retrieveSubscriptionIfKnown(opts.billing, opts.subscriptionId);
  if (!subscription) throw refusal;
  if (!(await isOwnedBy(opts.db, subscription, opts.userId))) throw refusal;
  if (subscription.tier !== opts.tier || !isSubscriptionInGoodStanding(subscription.status)) throw refusal;
  return subscription;
}

/**
 * Makes sure the subscription under a lowered plan stops billing at its period's end and returns
 * that end; null when nothing paid is left to run (then the change is immediate).
 */
async function endPaidPeriod(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  subscriptionId: string;
  now: Date;
}): Promise<Date | null> {
  const subscription = await retrieveSubscriptionIfKnown(opts.billing, opts.subscriptionId);
  if (!subscription || !isSubscriptionInGoodStanding(subscription.status)) return null;
  const periodEnd = await cancelAtPeriodEnd({ ...opts, subscription });
  return periodEnd && periodEnd > opts.now ? periodEnd : null;
}
