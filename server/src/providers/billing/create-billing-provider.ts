/** Stripe when STRIPE_SECRET_KEY is set (env.ts then requires the rest), otherwise the local test mode. */
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { BillingProvider } from './billing-provider';
import { createLocalBillingProvider } from './local-billing';
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
  return createLocalBillingProvider({ db: opts.db, now: opts.now });
}
