/**
 * Our record of paid subscriptions and how one decides the user's plan. Used by verify-session,
 * cancel, change-tier and webhooks alike, so the plan follows one rule wherever news arrives from.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, userPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  isSubscriptionInGoodStanding,
  type BillingProvider,
  type BillingProviderKind,
  type ProviderSubscription,
} from '../../providers/billing/billing-provider';

/** Who a subscription belongs to: the user our record names, else the one the provider recorded at checkout. */
export async function subscriptionOwner(db: Db, subscription: ProviderSubscription): Promise<string | null> {
  const rows = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, subscription.id));
  return rows[0]?.userId ?? subscription.userId;
}

export async function isOwnedBy(db: Db, subscription: ProviderSubscription, userId: string): Promise<boolean> {
  return (await subscriptionOwner(db, subscription)) === userId;
}

/** The subscription as the provider reports it now; null when the provider does not know it (any other failure throws). */
export async function retrieveSubscriptionIfKnown(billing: BillingProvider, subscriptionId: string): Promise<ProviderSubscription | null> {
  try {
    return await billing.retrieveSubscription(subscriptionId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Stops a subscription billing at its period's end (unless it already will) and keeps our copy
 * in step; returns the end of the period already paid for.
 */
export async function cancelAtPeriodEnd(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  subscription: ProviderSubscription;
  now: Date;
}): Promise<Date | null> {
  const { billing, subscription } = opts;
  let periodEnd = subscription.currentPeriodEnd;
  if (subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd) {
    periodEnd = (await billing.cancelSubscription(subscription.id)).currentPeriodEnd ?? periodEnd;
  }
  await recordSubscription({
    db: opts.db,
    userId: opts.userId,
    provider: billing.kind,
    subscription: { ...subscription, cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd },
    now: opts.now,
  });
  return periodEnd;
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
