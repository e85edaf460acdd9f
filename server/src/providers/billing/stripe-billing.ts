/**
 * The Stripe billing provider: Checkout in subscription mode, cancel at period end, and
 * signature-checked webhooks, with the official SDK. STRIPE_API_BASE points the SDK at another
 * host (tests run a local server speaking Stripe's wire format).
 */
import Stripe from 'stripe';
import { TierSchema, type Tier } from '@hireready/contract';
import { AppError } from '../../lib/errors';
import type { BillingEvent, BillingProvider, ProviderSubscription } from './billing-provider';

export type StripeBillingConfig = {
  secretKey: string;
  webhookSecret: string;
  pricePlus: string;
  pricePro: string | null;
  apiBase: string | null;
};

function connectionOptions(apiBase: string | null): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiBase) return base;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function toSeconds(value: number | null | undefined): Date | null {
  return typeof value === 'number' ? new Date(value * 1000) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A Stripe failure becomes one of our codes; only "no such object" means anything to the caller. */
function toAppError(error: unknown, what: string): AppError {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.statusCode === 404 || error.code === 'resource_missing') return new AppError('NOT_FOUND', `No such ${what}.`);
    if (error instanceof Stripe.errors.StripeConnectionError) {
      return new AppError('UPSTREAM_ERROR', 'The payment service cannot be reached. Please try again.');
    }
  }
  return new AppError('UPSTREAM_ERROR', 'The payment service answered with an error. Please try again.');
}

/** Ids of the objects an event is about, read from the verified payload; their state is re-read. */
function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return typeof object.id === 'string' ? object.id : null;
  if (event.type.startsWith('checkout.session.')) return idOf(object.subscription as string | { id: string } | null);
  if (event.type.startsWith('invoice.')) {
    // API versions since 2025-03-31 name the subscription under parent.subscription_details.
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null | undefined;
    return idOf(parent?.subscription_details?.subscription ?? (object.subscription as string | { id: string } | null | undefined));
  }
  return null;
}

export function createStripeBillingProvider(config: StripeBillingConfig): BillingProvider {
  const stripe = new Stripe(config.secretKey, connectionOptions(config.apiBase));
  const priceToTier = new Map<string, Tier>([[config.pricePlus, 'plus']]);
  if (config.pricePro) priceToTier.set(config.pricePro, 'pro');

  /** The tier is what is billed (the item's price); the metadata we wrote at checkout is the fallback. */
  function tierOf(subscription: Stripe.Subscription): Tier | null {
    for (const item of subscription.items?.data ?? []) {
      const tier = priceToTier.get(item.price.id);
      if (tier) return tier;
    }
    const fromMetadata = TierSchema.safeParse(subscription.metadata?.tier);
    return fromMetadata.success ? fromMetadata.data : null;
  }

  function periodEndOf(subscription: Stripe.Subscription): Date | null {
    // Since API version 2025-03-31 the period lives on each item; older payloads carry it on top.
    const itemEnds = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((v) => typeof v === 'number');
    if (itemEnds.length > 0) return toSeconds(Math.min(...itemEnds));
    return toSeconds((subscription as unknown as { current_period_end?: number }).current_period_end);
  }

  function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
    return {
      id: subscription.id,
      userId: subscription.metadata?.userId ?? null,
      tier: tierOf(subscription),
      status: subscription.status,
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      customerId: idOf(subscription.customer),
    };
  }

  async function retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    try {
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      throw toAppError(error, 'subscription');
    }
  }

  return {
    kind: 'stripe',
    prices: { plus: config.pricePlus, pro: config.pricePro },

    async createCheckout(input) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: input.priceId, quantity: 1 }],
          client_reference_id: input.userId,
          customer_email: input.email,
          metadata: { userId: input.userId, tier: input.tier },
          // Copied onto the subscription, so a webhook about it alone still names its user and plan.
          subscription_data: { metadata: { userId: input.userId, tier: input.tier } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
      } catch (error) {
        throw toAppError(error, 'price');
      }
      if (!session.url) throw new AppError('UPSTREAM_ERROR', 'The payment service returned no checkout address.');
      return { url: session.url, sessionId: session.id };
    },

    async verifySession({ sessionId, userId }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        throw toAppError(error, 'checkout session');
      }
      const owner = session.client_reference_id ?? session.metadata?.userId ?? null;
      if (owner !== userId) throw new AppError('NOT_FOUND', 'No such checkout session.');
      const isPaid =
        session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
      const subscriptionId = idOf(session.subscription);
      const metadataTier = TierSchema.safeParse(session.metadata?.tier);
      if (!isPaid || !subscriptionId) {
        return {
          paid: false,
          subscriptionId: null,
          tier: metadataTier.success ? metadataTier.data : null,
          currentPeriodEnd: null,
          customerId: null,
        };
      }
      const subscription = await retrieveSubscription(subscriptionId);
      return {
        paid: true,
        subscriptionId,
        tier: subscription.tier,
        currentPeriodEnd: subscription.currentPeriodEnd,
        customerId: subscription.customerId ?? idOf(session.customer),
      };
    },

    async cancelSubscription(subscriptionId) {
      try {
        const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        return { currentPeriodEnd: periodEndOf(updated) };
      } catch (error) {
        throw toAppError(error, 'subscription');
      }
    },

    async resumeSubscription(subscriptionId) {
      try {
        // Stripe's own way to take back a cancellation at the period's end.
        const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
        return { currentPeriodEnd: periodEndOf(updated) };
      } catch (error) {
        throw toAppError(error, 'subscription');
      }
    },

    retrieveSubscription,

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new AppError('VALIDATION_ERROR', 'The webhook signature is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch {
        throw new AppError('VALIDATION_ERROR', 'The webhook signature does not match.');
      }
      const parsed: BillingEvent = { id: event.id, type: event.type, subscriptionId: subscriptionIdOfEvent(event) };
      return parsed;
    },
  };
}
