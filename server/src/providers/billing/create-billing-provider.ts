/**
 * Stripe when STRIPE_SECRET_KEY is set (env.ts then requires the rest). Otherwise the local test
 * mode, which hands out paid plans for nothing: in production only when BILLING_PROVIDER=local
 * asks for it, and without it nothing can be bought.
 */
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { BillingProvider } from './billing-provider';
import { createLocalBillingProvider } from './local-billing';
import { createNoBillingProvider } from './no-billing';
import { createStripeBillingProvider } from './stripe-billing';

export function createBillingProvider(opts: { env: Env; db: Db; now: () => Date }): BillingProvider {
  const { env } = opts;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_PLUS) {
    return createStripeBillingProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      pricePlus: env.STRIPE_PRICE_PLUS,
      pricePro: env.STRIPE_PRICE_PRO ?? null,
      apiBase: env.STRIPE_API_BASE ?? null,
    });
  }
  if (env.NODE_ENV === 'production' && env.BILLING_PROVIDER !== 'local') return createNoBillingProvider();
  return createLocalBillingProvider({ db: opts.db, now: opts.now });
}
