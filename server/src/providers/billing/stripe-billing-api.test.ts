/**
 * The billing API and the webhook endpoint with Stripe configured, against a real local HTTP server
 * speaking Stripe's wire format; webhooks are signed with the SDK's own test helper.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../../test/harness';
import { userPlans, webhookEvents } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe-server';
import { PRICE_PLUS, PRICE_PRO, WEBHOOK_SECRET, signedEvent } from './test-support/signed-event';

describeEachDatabase('billing API with Stripe configured', (kind) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PLUS: PRICE_PLUS,
      STRIPE_PRICE_PRO: PRICE_PRO,
      STRIPE_API_BASE: fake.apiBase,
      PUBLIC_URL: 'https://hireready.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  type User = Awaited<ReturnType<TestApp['signUp']>>;

  const webhook = (event: { payload: string; signature: string }) =>
    t.call('POST', '/api/stripe/webhook', {
      rawBody: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    });

  async function plan(user: User) {
    return (await t.db.select().from(userPlans).where(eq(userPlans.userId, user.uid)))[0];
  }

  /** Checkout through our API, paid on the fake Stripe, verified and applied as the web client does. */
  async function subscribe(user: User): Promise<string> {
    const created = await t.call('POST', '/api/stripe/create-checkout-session', {
      token: user.token,
      body: { email: user.email, priceId: PRICE_PLUS, tierOption: 'plus', userId: user.uid },
    });
    expect(created.status).toBe(200);
    const sessionId = created.json.url.split('/').pop();
    fake.pay(sessionId, { now: t.clock.now() });
    const verified = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    expect(verified.json.success).toBe(true);
    const changed = await t.call('POST', '/api/user/change-tier', {
      token: user.token,
      body: { uid: user.uid, newTier: 'plus', subscriptionId: verified.json.subscriptionId },
    });
    expect(changed.status).toBe(200);
    return verified.json.subscriptionId;
  }

  it('serves the configured Stripe price ids and returns to PUBLIC_URL', async () => {
    expect((await t.call('GET', '/api/billing/config')).json).toEqual({ provider: 'stripe', prices: { plus: PRICE_PLUS, pro: PRICE_PRO } });
    const user = await t.signUp();
    const created = await t.call('POST', '/api/stripe/create-checkout-session', {
      token: user.token,
      body: { email: 'whatever@example.com', priceId: PRICE_PLUS, tierOption: 'plus', userId: user.uid },
    });
    expect(created.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const session = fake.sessions.get(created.json.url.split('/').pop());
    expect(session).toMatchObject({
      success_url: 'https://hireready.example/app/dashboard?success=true&tier=plus&session_id={CHECKOUT_SESSION_ID}',
      // The account's e-mail, not the one in the body.
      customer_email: user.email,
      client_reference_id: user.uid,
    });
    const wrongPrice = await t.call('POST', '/api/stripe/create-checkout-session', {
      token: user.token,
      body: { email: user.email, priceId: 'price_local_plus', tierOption: 'plus', userId: user.uid },
    });
    expect(wrongPrice.json.error.message).toBe('Price configuration error. Please contact support.');
  });

  it('upgrades with a paid session; another user can neither verify it nor use its subscription', async () => {
    const alice = await t.signUp();
    const mallory = await t.signUp();
    const subscriptionId = await subscribe(alice);
    expect(await plan(alice)).toMatchObject({ tier: 'plus', subscriptionId, planEndsAt: null });

    const [sessionId] = [...fake.sessions.entries()].find(([, s]) => s.subscription === subscriptionId) ?? [];
    expect((await t.call('POST', '/api/stripe/verify-session', { token: mallory.token, body: { sessionId } })).status).toBe(404);
    const steal = await t.call('POST', '/api/user/change-tier', {
      token: mallory.token,
      body: { uid: mallory.uid, newTier: 'plus', subscriptionId },
    });
    expect(steal.status).toBe(402);
    expect((await t.call('POST', '/api/stripe/cancel-subscription', { token: mallory.token, body: { subscriptionId } })).status).toBe(404);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect((await plan(mallory))?.tier).toBe('basic');
  });

  it('a downgrade sets cancel_at_period_end on Stripe and keeps Plus until the period ends', async () => {
    const user = await t.signUp();
    const subscriptionId = await subscribe(user);
    const res = await t.call('POST', '/api/user/change-tier', {
      token: user.token,
      body: { uid: user.uid, newTier: 'basic', subscriptionId: null },
    });
    expect(res.status).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const periodEnd = (fake.subscriptions.get(subscriptionId)?.items as { data: { current_period_end: number }[] }).data[0]!
      .current_period_end;
    expect(res.json).toMatchObject({ tier: 'plus', plan_ends_at: new Date(periodEnd * 1000).toISOString() });
  });

  it("'Keep Plus' resumes the subscription on Stripe (cancel_at_period_end back to false) and the plan no longer ends", async () => {
    const user = await t.signUp();
    const mallory = await t.signUp();
    const subscriptionId = await subscribe(user);
    await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'basic', subscriptionId: null } });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);

    // Another user cannot resume it.
    expect((await t.call('POST', '/api/stripe/resume-subscription', { token: mallory.token, body: { subscriptionId } })).status).toBe(404);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);

    const kept = await t.call('POST', '/api/stripe/resume-subscription', { token: user.token, body: { subscriptionId } });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ tier: 'plus', subscriptionId, plan_ends_at: null });
    const resume = fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(resume?.form).toEqual({ cancel_at_period_end: 'false' });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect(await plan(user)).toMatchObject({ tier: 'plus', subscriptionId, planEndsAt: null });
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const user = await t.signUp();
    const subscriptionId = await subscribe(user);
    fake.updateSubscription(subscriptionId, { status: 'canceled' });
    const forged = signedEvent(
      { id: 'evt_forged', type: 'customer.subscription.deleted', object: { id: subscriptionId } },
      'whsec_not_ours',
    );
    const res = await webhook(forged);
    expect(res.status).toBe(400);
    expect((await plan(user))?.tier).toBe('plus');
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_forged'))).toHaveLength(0);
    fake.updateSubscription(subscriptionId, { status: 'active' });
  });

  it('subscription deleted → basic, reading the state from Stripe rather than from the payload', async () => {
    const user = await t.signUp();
    const subscriptionId = await subscribe(user);
    // The payload claims the subscription is active; Stripe says it is canceled. Stripe wins.
    fake.updateSubscription(subscriptionId, { status: 'canceled' });
    const res = await webhook(
      signedEvent({
        id: `evt_del_${subscriptionId}`,
        type: 'customer.subscription.deleted',
        object: { id: subscriptionId, status: 'active' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ received: true, duplicate: false });
    expect(await plan(user)).toMatchObject({ tier: 'basic', subscriptionId: null, planEndsAt: null });
  });

  it('a replayed event is applied once', async () => {
    const user = await t.signUp();
    const subscriptionId = await subscribe(user);
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const event = signedEvent({
      id: `evt_fail_${subscriptionId}`,
      type: 'invoice.payment_failed',
      object: { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } },
    });
    const first = await webhook(event);
    expect(first.json).toMatchObject({ received: true, duplicate: false });
    expect((await plan(user))?.tier).toBe('basic');

    // The user pays again and upgrades; a replay of the old failure must not undo that.
    fake.updateSubscription(subscriptionId, { status: 'active' });
    await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'plus', subscriptionId } });
    fake.requests.length = 0;
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const replay = await webhook(event);
    expect(replay.status).toBe(200);
    expect(replay.json).toMatchObject({ received: true, duplicate: true });
    expect((await plan(user))?.tier).toBe('plus');
    // A replay is recognised before any call to Stripe.
    expect(fake.requests).toHaveLength(0);
    fake.updateSubscription(subscriptionId, { status: 'active' });
  });

  it('10 concurrent deliveries of one event are applied once', async () => {
    const user = await t.signUp();
    const subscriptionId = await subscribe(user);
    fake.updateSubscription(subscriptionId, { status: 'unpaid' });
    const event = signedEvent({ id: `evt_many_${subscriptionId}`, type: 'customer.subscription.updated', object: { id: subscriptionId } });
    const results = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json.duplicate === false)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, `evt_many_${subscriptionId}`)),
    ).toHaveLength(1);
    expect((await plan(user))?.tier).toBe('basic');
  });

  it('an update that sets cancel_at_period_end keeps Plus to the period end; a renewed payment restores Plus', async () => {
    const user = await t.signUp();
    const subscriptionId = await subscribe(user);
    fake.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    await webhook(signedEvent({ id: `evt_upd_${subscriptionId}`, type: 'customer.subscription.updated', object: { id: subscriptionId } }));
    const periodEnd = (fake.subscriptions.get(subscriptionId)?.items as { data: { current_period_end: number }[] }).data[0]!
      .current_period_end;
    expect(await plan(user)).toMatchObject({ tier: 'plus', planEndsAt: new Date(periodEnd * 1000) });

    fake.updateSubscription(subscriptionId, { status: 'past_due', cancel_at_period_end: false });
    await webhook(
      signedEvent({ id: `evt_pf_${subscriptionId}`, type: 'invoice.payment_failed', object: { subscription: subscriptionId } }),
    );
    expect((await plan(user))?.tier).toBe('basic');
    fake.updateSubscription(subscriptionId, { status: 'active' });
    await webhook(signedEvent({ id: `evt_paid_${subscriptionId}`, type: 'invoice.paid', object: { subscription: subscriptionId } }));
    expect(await plan(user)).toMatchObject({ tier: 'plus', subscriptionId, planEndsAt: null });
  });

  it('ignores events about subscriptions that are not ours', async () => {
    const stranger = fake.addSubscription({ userId: null, priceId: PRICE_PLUS });
    const res = await webhook(signedEvent({ id: 'evt_stranger', type: 'customer.subscription.updated', object: { id: stranger.id } }));
    expect(res.status).toBe(200);
    const unknown = await webhook(
      signedEvent({ id: 'evt_unknown_sub', type: 'customer.subscription.deleted', object: { id: 'sub_gone' } }),
    );
    expect(unknown.status).toBe(200);
    const other = await webhook(signedEvent({ id: 'evt_other', type: 'customer.created', object: { id: 'cus_1' } }));
    expect(other.status).toBe(200);
  });
});
