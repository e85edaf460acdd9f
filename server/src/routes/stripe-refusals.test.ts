import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { localCheckout } from '../../test/support/local-checkout';

describeEachDatabase('billing API with the local test-mode checkout: refusals', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const { startCheckout, buyPlus, tier } = localCheckout(() => t);
  it('an unpaid session verifies as not successful and cannot upgrade', async () => {
    const user = await t.signUp();
    const created = await startCheckout(user);
    const sessionId = new URL(created.json.url, 'http://localhost').pathname.split('/').pop();
    const res = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: false, subscriptionId: null });
  });

  it('paying twice (double click, second tab) creates one subscription and returns to the same address', async () => {
    const user = await t.signUp();
    const created = await startCheckout(user);
    const path = `${new URL(created.json.url, 'http://localhost').pathname}/pay`;
    const results = await Promise.all([t.call('POST', path), t.call('POST', path), t.call('POST', path)]);
    expect(results.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(new Set(results.map((r) => r.headers.get('location'))).size).toBe(1);
    const subs = await t.db.query.subscriptions.findMany({ where: (s, { eq }) => eq(s.userId, user.uid) });
    expect(subs).toHaveLength(1);
  });

  it('refuses a session or subscription of another user, and changes nothing', async () => {
    const alice = await t.signUp();
    const mallory = await t.signUp();
    const sessionId = await buyPlus(alice);
    const { json } = await t.call('POST', '/api/stripe/verify-session', { token: alice.token, body: { sessionId } });
    const subscriptionId: string = json.subscriptionId;

    const verify = await t.call('POST', '/api/stripe/verify-session', { token: mallory.token, body: { sessionId } });
    expect(verify.status).toBe(404);
    expect(verify.text).not.toContain('sub_local_');

    const cancel = await t.call('POST', '/api/stripe/cancel-subscription', { token: mallory.token, body: { subscriptionId } });
    expect(cancel.status).toBe(404);
    const sub = await t.db.query.subscriptions.findFirst({ where: (s, { eq }) => eq(s.id, subscriptionId) });
    expect(sub?.cancelAtPeriodEnd).toBe(false);

    const steal = await t.call('POST', '/api/user/change-tier', {
      token: mallory.token,
      body: { uid: mallory.uid, newTier: 'plus', subscriptionId },
    });
    expect([402, 403]).toContain(steal.status);
    expect((await tier(mallory)).tier).toBe('basic');

    const forOther = await t.call('POST', '/api/stripe/create-checkout-session', {
      token: mallory.token,
      body: { email: mallory.email, priceId: 'price_local_plus', tierOption: 'plus', userId: alice.uid },
    });
    expect(forOther.status).toBe(403);
  });

  it('refuses an unknown price with the price-configuration message, Pro as coming soon, and basic', async () => {
    const user = await t.signUp();
    const wrongPrice = await startCheckout(user, 'plus', 'price_local_pro');
    expect(wrongPrice.status).toBe(400);
    expect(wrongPrice.json.error).toEqual({
      code: 'BILLING_NOT_CONFIGURED',
      message: 'Price configuration error. Please contact support.',
    });
    const unknownPrice = await startCheckout(user, 'plus', 'price_made_up');
    expect(unknownPrice.json.error.code).toBe('BILLING_NOT_CONFIGURED');

    const pro = await startCheckout(user, 'pro', 'price_local_pro');
    expect(pro.status).toBe(403);
    expect(pro.json.error.code).toBe('TIER_NOT_ALLOWED');

    const basic = await startCheckout(user, 'basic', 'price_local_plus');
    expect(basic.status).toBe(400);
    const sessions = await t.db.query.checkoutSessions.findMany({ where: (s, { eq }) => eq(s.userId, user.uid) });
    expect(sessions).toHaveLength(0);
  });

  it('refuses a second checkout while a paid plan runs', async () => {
    const user = await t.signUp();
    const sessionId = await buyPlus(user);
    const { json } = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    await t.call('POST', '/api/user/change-tier', {
      token: user.token,
      body: { uid: user.uid, newTier: 'plus', subscriptionId: json.subscriptionId },
    });
    const again = await startCheckout(user);
    expect(again.status).toBe(409);
  });

  it('requires a bearer token on every call but the webhook and the config', async () => {
    for (const path of ['/api/stripe/create-checkout-session', '/api/stripe/verify-session', '/api/stripe/cancel-subscription']) {
      const res = await t.call('POST', path, { body: {} });
      expect(res.status, path).toBe(401);
    }
    // The local provider takes no webhooks: refused, not a crash.
    const hook = await t.call('POST', '/api/stripe/webhook', { rawBody: '{}', headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(hook.status).toBe(400);
  });

  it('the checkout page answers 404 for unknown sessions and 410 once expired', async () => {
    expect((await t.call('GET', '/checkout/cs_local_doesnotexist000')).status).toBe(404);
    expect((await t.call('GET', '/checkout/not-a-session')).status).toBe(404);
    expect((await t.call('POST', '/checkout/cs_local_doesnotexist000/pay')).status).toBe(404);

    const user = await t.signUp();
    const created = await startCheckout(user);
    const path = new URL(created.json.url, 'http://localhost').pathname;
    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      expect((await t.call('GET', path)).status).toBe(410);
      expect((await t.call('POST', `${path}/pay`)).status).toBe(410);
    } finally {
      t.clock.set(new Date());
    }
  });
});
