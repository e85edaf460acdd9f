import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('billing API with the local test-mode checkout', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  type User = Awaited<ReturnType<TestApp['signUp']>>;

  async function startCheckout(user: User, tier = 'plus', priceId = 'price_local_plus') {
    return t.call('POST', '/api/stripe/create-checkout-session', {
      token: user.token,
      body: { email: user.email, priceId, tierOption: tier, userId: user.uid },
    });
  }

  /** create → pay on the checkout page → the return address's session id. */
  async function buyPlus(user: User): Promise<string> {
    const created = await startCheckout(user);
    expect(created.status).toBe(200);
    const checkoutPath = new URL(created.json.url, 'http://localhost').pathname;
    const paid = await t.call('POST', `${checkoutPath}/pay`);
    expect(paid.status).toBe(303);
    const sessionId = new URL(paid.headers.get('location') ?? '', 'http://localhost').searchParams.get('session_id');
    if (!sessionId) throw new Error('no session id in the return address');
    return sessionId;
  }

  /** After the clock moves a month the old access token has expired: sign in again. */
  async function signIn(user: User): Promise<User> {
    const res = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    return { ...user, token: res.json.accessToken };
  }

  async function tier(user: User) {
    const res = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(res.status).toBe(200);
    return res.json.tier;
  }

  it('tells the client which price ids to send', async () => {
    const res = await t.call('GET', '/api/billing/config');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ provider: 'local', prices: { plus: 'price_local_plus', pro: 'price_local_pro' } });
  });

  it('runs the whole plan journey: checkout, upgrade, 200 limit, downgrade to the cycle end, then basic', async () => {
    const user = await t.signUp();
    const start = t.clock.now();

    const created = await startCheckout(user);
    expect(created.status).toBe(200);
    const checkoutUrl = new URL(created.json.url, 'http://localhost');
    expect(checkoutUrl.pathname).toMatch(/^\/checkout\/cs_local_/);

    const page = await t.call('GET', checkoutUrl.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Pay $29.95');
    expect(page.text).toContain('Plus');
    expect(page.text).toContain('href="/app/dashboard"');
    expect(page.text).toContain(`action="${checkoutUrl.pathname}/pay"`);
    // Our CSP forbids inline script; the page needs none.
    expect(page.text).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");

    const paid = await t.call('POST', `${checkoutUrl.pathname}/pay`);
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/app/dashboard');
    const sessionId = location.searchParams.get('session_id') ?? '';
    expect(location.search).toBe(`?success=true&tier=plus&session_id=${sessionId}`);
    expect(sessionId).toBe(checkoutUrl.pathname.split('/').pop());

    // Paying is not upgrading: the tier moves only through change-tier with the verified subscription.
    expect((await tier(user)).tier).toBe('basic');

    const verified = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    expect(verified.status).toBe(200);
    expect(verified.json.success).toBe(true);
    expect(verified.json.subscriptionId).toMatch(/^sub_local_/);
    const subscriptionId: string = verified.json.subscriptionId;

    const upgraded = await t.call('POST', '/api/user/change-tier', {
      token: user.token,
      body: { uid: user.uid, newTier: 'plus', subscriptionId },
    });
    expect(upgraded.status).toBe(200);
    expect(await tier(user)).toMatchObject({ tier: 'plus', subscriptionId, plan_ends_at: null });

    const counted = await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });
    expect(counted.status).toBe(200);
    expect(counted.json.limit).toBe(200);

    const downgraded = await t.call('POST', '/api/user/change-tier', {
      token: user.token,
      body: { uid: user.uid, newTier: 'basic', subscriptionId: null },
    });
    expect(downgraded.status).toBe(200);
    const afterDowngrade = await tier(user);
    expect(afterDowngrade.tier).toBe('plus');
    const endsAt = new Date(afterDowngrade.plan_ends_at).getTime();
    // One month ahead of the payment (28 to 31 days).
    expect(endsAt - start.getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(endsAt - start.getTime()).toBeLessThanOrEqual(31 * DAY + 60_000);
    const cancelled = await t.db.query.subscriptions.findFirst({ where: (s, { eq }) => eq(s.id, subscriptionId) });
    expect(cancelled?.cancelAtPeriodEnd).toBe(true);

    t.clock.set(new Date(endsAt - 1000));
    const later = await signIn(user);
    expect((await tier(later)).tier).toBe('plus');
    t.clock.set(new Date(endsAt + 1000));
    expect(await tier(later)).toMatchObject({ tier: 'basic', subscriptionId: null, plan_ends_at: null });
    // The basic limit applies again (a new month has started, so the count is fresh).
    const basicCount = await t.call('POST', '/api/user/increment-count', { token: later.token, body: { uid: user.uid, type: 'resume' } });
    expect(basicCount.json.limit).toBe(10);
    t.clock.set(new Date());
  });

  it('cancel-subscription cancels at the period end and keeps the plan until then', async () => {
    const user = await t.signUp();
    const sessionId = await buyPlus(user);
    const { json } = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    await t.call('POST', '/api/user/change-tier', {
      token: user.token,
      body: { uid: user.uid, newTier: 'plus', subscriptionId: json.subscriptionId },
    });

    const res = await t.call('POST', '/api/stripe/cancel-subscription', {
      token: user.token,
      body: { subscriptionId: json.subscriptionId },
    });
    expect(res.status).toBe(200);
    expect(res.json.cancelAtPeriodEnd).toBe(true);
    const record = await tier(user);
    expect(record.tier).toBe('plus');
    expect(record.plan_ends_at).toBe(res.json.currentPeriodEnd);

    // The spec's downgrade then sets basic with no subscription id: still to the cycle end.
    await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'basic', subscriptionId: null } });
    expect(await tier(user)).toMatchObject({ tier: 'plus', plan_ends_at: res.json.currentPeriodEnd });
  });

  it("'Keep Plus' resumes a scheduled downgrade before the period ends: the plan no longer ends and the subscription renews", async () => {
    const user = await t.signUp();
    const sessionId = await buyPlus(user);
    const { json } = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    const subscriptionId = json.subscriptionId as string;
    await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'plus', subscriptionId } });
    await t.call('POST', '/api/stripe/cancel-subscription', { token: user.token, body: { subscriptionId } });
    await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'basic', subscriptionId: null } });
    const scheduled = await tier(user);
    expect(scheduled.plan_ends_at).not.toBeNull();

    const kept = await t.call('POST', '/api/stripe/resume-subscription', { token: user.token, body: { subscriptionId } });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ tier: 'plus', subscriptionId, plan_ends_at: null });
    expect(await tier(user)).toMatchObject({ tier: 'plus', subscriptionId, plan_ends_at: null });
    // Asking again changes nothing and answers the same.
    const again = await t.call('POST', '/api/stripe/resume-subscription', { token: user.token, body: { subscriptionId } });
    expect(again.json).toMatchObject({ tier: 'plus', plan_ends_at: null });

    // Past the old end date the plan is still Plus: nothing ends it any more.
    t.clock.set(new Date(Date.parse(scheduled.plan_ends_at) + DAY));
    const later = await signIn(user);
    expect(await tier(later)).toMatchObject({ tier: 'plus', subscriptionId });
    t.clock.set(new Date());
  });

  it('resume-subscription refuses a subscription the plan does not rest on, and one already over', async () => {
    const user = await t.signUp();
    const unknown = await t.call('POST', '/api/stripe/resume-subscription', {
      token: user.token,
      body: { subscriptionId: 'sub_local_nothing' },
    });
    expect(unknown.status).toBe(404);

    const sessionId = await buyPlus(user);
    const { json } = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    const subscriptionId = json.subscriptionId as string;
    await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'plus', subscriptionId } });
    await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'basic', subscriptionId: null } });
    const endsAt = Date.parse((await tier(user)).plan_ends_at);
    // Once the period is over the plan is Basic and the subscription no longer under it.
    t.clock.set(new Date(endsAt + 1000));
    const later = await signIn(user);
    const over = await t.call('POST', '/api/stripe/resume-subscription', { token: later.token, body: { subscriptionId } });
    expect(over.status).toBe(404);
    expect(await tier(later)).toMatchObject({ tier: 'basic' });
    t.clock.set(new Date());
  });

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
