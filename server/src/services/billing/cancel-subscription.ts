/**
 * Cancels the caller's own subscription at the end of its period (DESIGN decision 7): no more
 * billing, and the plan's benefits last to the end of the cycle already paid for.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { cancelAtPeriodEnd, isOwnedBy } from './subscription-records';

export async function cancelSubscription(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  subscriptionId: string;
  now: Date;
}): Promise<{ subscriptionId: string; cancelAtPeriodEnd: true; currentPeriodEnd: string | null }> {
  const { db, billing, userId, now } = opts;
  const current = await billing.retrieveSubscription(opts.subscriptionId);
  // Someone else's subscription answers like a missing one.
  if (!(await isOwnedBy(db, current, userId))) throw new AppError('NOT_FOUND', 'No such subscription.');

  const periodEnd = await cancelAtPeriodEnd({ db, billing, userId, subscription: current, now });
  // The plan resting on this subscription now ends with its period (getPlanInForce then falls to basic).
  if (periodEnd) {
    await db
      .update(userPlans)
      .set({ planEndsAt: periodEnd, updatedAt: now })
      .where(and(eq(userPlans.userId, userId), eq(userPlans.subscriptionId, current.id)));
  }
  return { subscriptionId: current.id, cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd ? periodEnd.toISOString() : null };
}
