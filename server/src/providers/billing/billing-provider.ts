/**
 * The billing provider (DESIGN decision 7): one interface, two faces. The built-in local
 * test-mode provider needs no account and no network; the Stripe provider talks to Stripe with
 * its official SDK. Services only ever see this type.
 */
import type { Tier } from '@hireready/contract';

/** `none`: a production server where payments are not set up (no-billing.ts). */
export type BillingProviderKind = 'local' | 'stripe' | 'none';

export type CreateCheckoutInput = {
  userId: string;
  email: string;
  tier: Tier;
  priceId: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider on return (as Stripe does). */
  successUrl: string;
  cancelUrl: string;
};

export type VerifiedSession = {
  paid: boolean;
  subscriptionId: string | null;
  tier: Tier | null;
  currentPeriodEnd: Date | null;
  customerId: string | null;
};

/** A subscription as the provider reports it now. */
export type ProviderSubscription = {
  id: string;
  /** The user the subscription was bought for, as the provider recorded it at checkout. */
  userId: string | null;
  tier: Tier | null;
  /** Stripe's statuses: active, trialing, past_due, unpaid, canceled, incomplete, … */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
};

/** A verified webhook event, reduced to what we act on: ids only, never state. */
export type BillingEvent = {
  id: string;
  type: string;
  subscriptionId: string | null;
};

export type BillingProvider = {
  kind: BillingProviderKind;
  /** The price id the client sends for each paid plan; null when none is configured. */
  prices: Record<Exclude<Tier, 'basic'>, string | null>;
  createCheckout(input: CreateCheckoutInput): Promise<{ url: string; sessionId: string }>;
  /** Throws NOT_FOUND when the session does not exist or was created for another user. */
  verifySession(input: { sessionId: string; userId: string }): Promise<VerifiedSession>;
  /** Cancels at the period's end: benefits last to the end of the cycle that was paid for. */
  cancelSubscription(subscriptionId: string): Promise<{ currentPeriodEnd: Date | null }>;
  /** Undoes cancelSubscription before the period ends: the subscription renews and bills again. */
  resumeSubscription(subscriptionId: string): Promise<{ currentPeriodEnd: Date | null }>;
  /** Throws NOT_FOUND when the provider does not know the subscription. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Verifies the signature on the raw body; throws VALIDATION_ERROR when it does not hold. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): Promise<BillingEvent>;
};

/** Subscriptions in these states are paid for and give their plan's benefits. */
export function isSubscriptionInGoodStanding(status: string): boolean {
  return status === 'active' || status === 'trialing';
}
