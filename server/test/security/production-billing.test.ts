/**
 * No free upgrades in production (issue 15, "Also"): without Stripe, a production server offers the
 * local test-mode checkout only when BILLING_PROVIDER=local says so; otherwise buying a plan is
 * refused with a clear message and nothing can make a user Plus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

async function tryToBuyPlus(t: TestApp) {
  const user = await t.signUp();
  const config = await t.call('GET', '/api/billing/config');
  const checkout = await t.call('POST', '/api/stripe/create-checkout-session', {
    token: user.token,
    body: { email: user.email, priceId: config.json.prices.plus ?? 'price_local_plus', tierOption: 'plus', userId: user.uid },
  });
  return { user, config, checkout };
}

describe('billing in production', () => {
  describe('without Stripe and without BILLING_PROVIDER', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { NODE_ENV: 'production' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses to sell a plan, with a message that says why, and no checkout page exists', async () => {
      const { user, config, checkout } = await tryToBuyPlus(t);
      expect(config.json).toEqual({ provider: 'none', prices: { plus: null, pro: null } });
      expect(checkout.status).toBe(400);
      expect(checkout.json.error).toEqual({
        code: 'BILLING_NOT_CONFIGURED',
        message: 'Paid plans cannot be bought on this server yet: payments are not set up. Please contact support.',
      });
      // A local session id made up by the client opens nothing and pays for nothing.
      expect((await t.call('GET', '/checkout/cs_local_abcdefghijkl')).status).toBe(404);
      expect((await t.call('POST', '/checkout/cs_local_abcdefghijkl/pay')).status).toBe(404);
      const upgrade = await t.call('POST', '/api/user/change-tier', {
        token: user.token,
        body: { uid: user.uid, newTier: 'plus', subscriptionId: 'sub_local_made_up' },
      });
      expect(upgrade.status).toBeGreaterThanOrEqual(400);
      expect(upgrade.status).toBeLessThan(500);
      const profile = await t.call('GET', '/api/user/profile', { token: user.token });
      expect(profile.json.tier.tier).toBe('basic');
    });
  });

  describe('with BILLING_PROVIDER=local', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { NODE_ENV: 'production', BILLING_PROVIDER: 'local' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('offers the local test-mode checkout as before', async () => {
      const { config, checkout } = await tryToBuyPlus(t);
      expect(config.json.provider).toBe('local');
      expect(checkout.status).toBe(200);
      expect(checkout.json.url).toMatch(/\/checkout\/cs_local_/);
    });
  });

  it('keeps the local checkout outside production with nothing set (npm start, npm test)', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'development' });
    try {
      const { checkout } = await tryToBuyPlus(t);
      expect(checkout.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
