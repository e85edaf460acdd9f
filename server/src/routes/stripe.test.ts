import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { localCheckout } from '../../test/support/local-checkout';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('billing API with the local test-mode checkout', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const { startCheckout, buyPlus, signIn, tier } = localCheckout(() => t);

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
});
