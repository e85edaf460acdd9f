/**
 * The built-in test-mode billing provider: the same flow and redirects as Stripe Checkout, with
 * our own checkout page instead of Stripe's and no card. Sessions live in checkout_sessions and
 * subscriptions in subscriptions, so every server copy on one database agrees.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TierSchema, type Tier } from '@hireready/contract';
import type { Db } from '../../db/client';
import { checkoutSessions, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addMonths } from './add-months';
import type { BillingProvider, ProviderSubscription } from './billing-provider';

/** Stripe's Checkout sessions expire after 24 hours; ours do too, so the flow behaves alike. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const LOCAL_PRICES = { plus: 'price_local_plus', pro: 'price_local_pro' } as const;

export type LocalCheckoutSession = {
  id: string;
  tier: Tier;
  status: 'open' | 'complete' | 'expired';
  cancelUrl: string;
};

export type LocalBillingProvider = BillingProvider & {
  kind: 'local';
  /** What the checkout page shows; null when the session does not exist. */
  getCheckoutSession(sessionId: string): Promise<LocalCheckoutSession | null>;
  /** "Pays" an open session: creates the subscription and returns where the browser goes next. */
  payCheckoutSession(sessionId: string): Promise<{ redirectUrl: string }>;
};

export function isLocalBilling(provider: BillingProvider): provider is LocalBillingProvider {
  return provider.kind === 'local';
}

function newId(prefix: string): string {
  return `${prefix}${randomBytes(18).toString('base64url')}`;
}

function toTier(value: string): Tier {
  const parsed = TierSchema.safeParse(value);
  if (!parsed.success) throw new AppError('INTERNAL', 'A stored checkout has an unknown plan.');
  return parsed.data;
}

export function createLocalBillingProvider(opts: { db: Db; now: () => Date }): LocalBillingProvider {
  const { db, now } = opts;

  async function loadSession(sessionId: string) {
    const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    return rows[0] ?? null;
  }

  function sessionStatus(row: typeof checkoutSessions.$inferSelect): LocalCheckoutSession['status'] {
    if (row.status === 'complete') return 'complete';
    if (now().getTime() - row.createdAt.getTime() > SESSION_LIFETIME_MS) return 'expired';
    return 'open';
  }

  /**
   * A local subscription renews for free while it is not cancelled, so its period rolls forward
   * on read; a cancelled one ends with its last period, as Stripe's does.
   */
  function toProviderSubscription(row: typeof subscriptions.$inferSelect): ProviderSubscription {
    const at = now();
    let periodEnd = row.currentPeriodEnd;
    let status = row.status;
    if (periodEnd && periodEnd <= at) {
      if (row.cancelAtPeriodEnd) {
        status = 'canceled';
      } else {
        let months = 1;
        while (addMonths(row.createdAt, months) <= at) months += 1;
        periodEnd = addMonths(row.createdAt, months);
      }
    }
    return {
      id: row.id,
      userId: row.userId,
      tier: toTier(row.tier),
      status,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      customerId: row.customerId,
    };
  }

  async function loadSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, 'local')));
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'No such subscription.');
    return toProviderSubscription(row);
  }

  return {
    kind: 'local',
    prices: { ...LOCAL_PRICES },

    async createCheckout(input) {
      const id = newId('cs_local_');
      await db.insert(checkoutSessions).values({
        id,
        userId: input.userId,
        tier: input.tier,
        priceId: input.priceId,
        email: input.email,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        createdAt: now(),
      });
      // The checkout page is served by our own server: next to an absolute success URL, or a path.
      const origin = /^https?:\/\//i.test(input.successUrl) ? new URL(input.successUrl).origin : '';
      return { url: `${origin}/checkout/${encodeURIComponent(id)}`, sessionId: id };
    },

    async verifySession({ sessionId, userId }) {
      const row = await loadSession(sessionId);
      // Another user's session answers exactly like a missing one: nothing about it leaks.
      if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'No such checkout session.');
      if (row.status !== 'complete' || !row.subscriptionId) {
        return { paid: false, subscriptionId: null, tier: toTier(row.tier), currentPeriodEnd: null, customerId: null };
      }
      const subscription = await loadSubscription(row.subscriptionId);
      return {
        paid: true,
        subscriptionId: subscription.id,
        tier: subscription.tier,
        currentPeriodEnd: subscription.currentPeriodEnd,
        customerId: subscription.customerId,
      };
    },

    async cancelSubscription(subscriptionId) {
      const current = await loadSubscription(subscriptionId);
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, currentPeriodEnd: current.currentPeriodEnd, updatedAt: now() })
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, 'local')));
      return { currentPeriodEnd: current.currentPeriodEnd };
    },

    async resumeSubscription(subscriptionId) {
      const current = await loadSubscription(subscriptionId);
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, updatedAt: now() })
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, 'local')));
      return { currentPeriodEnd: current.currentPeriodEnd };
    },

    retrieveSubscription: loadSubscription,

    async parseWebhook() {
      throw new AppError('BILLING_NOT_CONFIGURED', 'The local test-mode billing provider sends no webhooks.');
    },

    async getCheckoutSession(sessionId) {
      const row = await loadSession(sessionId);
      if (!row) return null;
      return { id: row.id, tier: toTier(row.tier), status: sessionStatus(row), cancelUrl: row.cancelUrl };
    },

    async payCheckoutSession(sessionId) {
      return db.transaction(async (tx) => {
        // Locks the session row, so a double click or two tabs pay once and create one subscription.
        const rows = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for('update');
        const row = rows[0];
        if (!row) throw new AppError('NOT_FOUND', 'No such checkout session.');
        const redirectUrl = row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));
        if (row.status === 'complete') return { redirectUrl };
        if (sessionStatus(row) === 'expired') throw new AppError('CONFLICT', 'This checkout session has expired. Please start again.');
        const at = now();
        const subscriptionId = newId('sub_local_');
        await tx.insert(subscriptions).values({
          id: subscriptionId,
          userId: row.userId,
          provider: 'local',
          tier: row.tier,
          status: 'active',
          customerId: `cus_local_${row.userId.replaceAll('-', '').slice(0, 24)}`,
          currentPeriodEnd: addMonths(at, 1),
          cancelAtPeriodEnd: false,
          createdAt: at,
          updatedAt: at,
        });
        await tx.update(checkoutSessions).set({ status: 'complete', subscriptionId }).where(eq(checkoutSessions.id, row.id));
        return { redirectUrl };
      });
    },
  };
}
