/**
 * Our record of paid subscriptions and how one decides the user's plan. Used by verify-session,
 * cancel, change-tier and webhooks alike, so the plan follows one rule wherever news arrives from.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, userPlans } from '../../db/schema';
import { isSubscriptionInGoodStanding, type BillingProviderKind, type ProviderSubscription } from '../../providers/billing/billing-provider';

/** Who a subscription belongs to: the user our record names, else the one the provider recorded at checkout. */
export async function subscriptionOwner(db: Db, subscription: ProviderSubscription): Promise<string | null> {
  const rows = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, subscription.id));
  return rows[0]?.userId ?? subscription.userId;
}

export async function isOwnedBy(db: Db, subscription: ProviderSubscription, userId: string): Promise<boolean> {
  return (await subscriptionOwner(db, subscription)) === userId;
}

/** Keeps our copy of the provider's state; the owner is written once and never moved to another user. */
export async function recordSubscription(opts: {
  db: Db;
  userId: string;
  provider: BillingProviderKind;
  subscription: ProviderSubscription;
  now: Date;
}): Promise<void> {
  const { db, subscription: s, now } = opts;
  const state = {
    tier: s.tier ?? 'basic',
    status: s.status,
    customerId: s.customerId,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    updatedAt: now,
  };
  await db
    .insert(subscriptions)
    .values({ id: s.id, userId: opts.userId, provider: opts.provider, createdAt: now, ...state })
    .onConflictDoUpdate({ target: subscriptions.id, set: state, setWhere: eq(subscriptions.userId, opts.userId) });
}

/**
 * Makes the user's plan agree with one of their subscriptions:
 * - paid for (active/trialing): its tier is in force; when it is set to cancel, until its period ends;
 * - anything else (past_due, unpaid, canceled, …): if it is the subscription the plan rests on,
 *   the plan falls to basic now (docs/decisions: invoice.payment_failed rule).
 */
export async function applySubscriptionToPlan(opts: {
  db: Db;
  userId: string;
  subscription: ProviderSubscription;
  now: Date;
}): Promise<void> {
  const { db, userId, subscription: s, now } = opts;
  if (isSubscriptionInGoodStanding(s.status) && s.tier && s.tier !== 'basic') {
    const endsAt = s.cancelAtPeriodEnd ? s.currentPeriodEnd : null;
    // A cancelled subscription whose period is already over gives nothing more.
    if (endsAt && endsAt <= now) return applyEnded();
    await db
      .update(userPlans)
      .set({ tier: s.tier, subscriptionId: s.id, planEndsAt: endsAt, updatedAt: now })
      .where(eq(userPlans.userId, userId));
    return;
  }
  return applyEnded();

  async function applyEnded() {
    await db
      .update(userPlans)
      .set({ tier: 'basic', subscriptionId: null, planEndsAt: null, updatedAt: now })
      .where(and(eq(userPlans.userId, userId), eq(userPlans.subscriptionId, s.id)));
  }
}
