/** Starts a payment checkout for a paid plan (SPEC point 4 "Upgrade to plus", point 5 "known price"). */
import { PLANS, tierRank, type Tier } from '@hireready/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { NO_PAYMENTS_MESSAGE } from '../../providers/billing/no-billing';
import { getPlanInForce } from '../plans/get-tier-record';

/** The web client maps this code to 'Price configuration error. Please contact support.' (SPEC point 8). */
export const PRICE_ERROR_MESSAGE = 'Price configuration error. Please contact support.';

export async function startCheckout(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  email: string;
  tier: Tier;
  priceId: string;
  /** Where the browser comes back to: an origin such as PUBLIC_URL's, or '' for paths on this server. */
  origin: string;
  now: Date;
}): Promise<{ url: string; sessionId: string }> {
  const { tier } = opts;
  if (tier === 'basic') throw new AppError('VALIDATION_ERROR', 'The Basic plan is free: there is nothing to pay for.');
  // SPEC point 4: Pro is announced but cannot be chosen.
  if (PLANS[tier].isComingSoon) throw new AppError('TIER_NOT_ALLOWED', `${PLANS[tier].name} is coming soon and cannot be bought yet.`);
  if (opts.billing.kind === 'none') throw new AppError('BILLING_NOT_CONFIGURED', NO_PAYMENTS_MESSAGE);
  const expectedPrice = opts.billing.prices[tier];
  if (!expectedPrice || opts.priceId !== expectedPrice) throw new AppError('BILLING_NOT_CONFIGURED', PRICE_ERROR_MESSAGE);

  // A second checkout while a paid plan runs would bill twice. A plan that is set to end may be renewed.
  const plan = await getPlanInForce(opts.db, opts.userId, opts.now);
  if (plan.subscriptionId && !plan.planEndsAt && tierRank(plan.tier) >= tierRank(tier)) {
    throw new AppError('CONFLICT', `You already have the ${PLANS[plan.tier].name} plan.`);
  }

  return opts.billing.createCheckout({
    userId: opts.userId,
    email: opts.email,
    tier,
    priceId: opts.priceId,
    // SPEC point 4: the provider returns the user with success=true, tier and session_id.
    successUrl: `${opts.origin}/app/dashboard?success=true&tier=${tier}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${opts.origin}/app/dashboard`,
  });
}
