/** The spec's /stripe/* calls (SPEC point 7) and the billing provider's webhook. */
import { Hono, type Context } from 'hono';
import {
  CancelSubscriptionRequestSchema,
  CreateCheckoutRequestSchema,
  ResumeSubscriptionRequestSchema,
  VerifySessionRequestSchema,
} from '@hireready/contract';
import { readJson } from '../http/read-json';
import { assertSelf, requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { cancelSubscription } from '../services/billing/cancel-subscription';
import { handleBillingWebhook } from '../services/billing/handle-webhook';
import { resumeSubscription } from '../services/billing/resume-subscription';
import { startCheckout } from '../services/billing/start-checkout';
import { verifyCheckoutSession } from '../services/billing/verify-checkout-session';

export function stripeRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  /**
   * Where a payer comes back to. Never the request's Host, which the client writes: PUBLIC_URL, or
   * for the local checkout paths on this server. Stripe needs an absolute address, so in production
   * it requires PUBLIC_URL (env.ts); only outside production does the request's origin stand in.
   */
  const returnOrigin = (c: Context) => {
    if (deps.env.PUBLIC_URL) return new URL(deps.env.PUBLIC_URL).origin;
    return deps.billing.kind === 'stripe' ? new URL(c.req.url).origin : '';
  };

  return (
    new Hono<AppBindings>()
      // No bearer token: the provider signs the raw body, and that signature is the only proof.
      .post('/webhook', async (c) => {
        const outcome = await handleBillingWebhook({
          db: deps.db,
          billing: deps.billing,
          rawBody: await c.req.text(),
          signature: c.req.header('stripe-signature'),
          now: deps.now(),
        });
        return c.json(outcome);
      })
      .post('/create-checkout-session', auth, async (c) => {
        const body = await readJson(c, CreateCheckoutRequestSchema);
        assertSelf(c.var.user.uid, body.userId);
        const { url } = await startCheckout({
          db: deps.db,
          billing: deps.billing,
          userId: c.var.user.uid,
          // The account's e-mail is the truth; the body's copy is only what the client believed.
          email: c.var.user.email,
          tier: body.tierOption,
          priceId: body.priceId,
          origin: returnOrigin(c),
          now: deps.now(),
        });
        return c.json({ url });
      })
      .post('/verify-session', auth, async (c) => {
        const body = await readJson(c, VerifySessionRequestSchema);
        return c.json(
          await verifyCheckoutSession({
            db: deps.db,
            billing: deps.billing,
            userId: c.var.user.uid,
            sessionId: body.sessionId,
            now: deps.now(),
          }),
        );
      })
      .post('/cancel-subscription', auth, async (c) => {
        const body = await readJson(c, CancelSubscriptionRequestSchema);
        return c.json(
          await cancelSubscription({
            db: deps.db,
            billing: deps.billing,
            userId: c.var.user.uid,
            subscriptionId: body.subscriptionId,
            now: deps.now(),
          }),
        );
      })
      .post('/resume-subscription', auth, async (c) => {
        const body = await readJson(c, ResumeSubscriptionRequestSchema);
        return c.json(
          await resumeSubscription({
            db: deps.db,
            billing: deps.billing,
            userId: c.var.user.uid,
            subscriptionId: body.subscriptionId,
            now: deps.now(),
          }),
        );
      })
  );
}

/** Public billing configuration, so the client sends the price id this server expects. */
export function billingRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/config', (c) =>
    c.json({ provider: deps.billing.kind, prices: { plus: deps.billing.prices.plus, pro: deps.billing.prices.pro } }),
  );
}
