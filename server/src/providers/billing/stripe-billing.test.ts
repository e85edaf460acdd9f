/**
 * The Stripe provider through the official SDK against a real local HTTP server speaking Stripe's
 * wire format, and the webhook endpoint with signatures made by the SDK's own test helper.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../../test/harness';
import { userPlans, webhookEvents } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe-server';
import { createStripeBillingProvider } from './stripe-billing';

const WEBHOOK_SECRET = 'whsec_test_secret_for_hireready';
const PRICE_PLUS = 'price_1PlusMonthly';
const PRICE_PRO = 'price_1ProMonthly';
const USER_ID = '3f1c2a7e-9b7d-4c52-8a51-0f6f4b8f2d10';

// Only its webhooks helper is used: signing needs no key and no network.
const signer = new Stripe('sk_test_signer_only');

function signedEvent(event: { id: string; type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: event.object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('Stripe provider against a local Stripe-compatible server', () => {
  let fake: FakeStripe;
  let provider: ReturnType<typeof createStripeBillingProvider>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createStripeBillingProvider({
      secretKey: fake.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      pricePlus: PRICE_PLUS,
      pricePro: PRICE_PRO,
      apiBase: fake.apiBase,
    });
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
  });

  it('creates a subscription-mode Checkout session with the user, plan and return addresses', async () => {
    const result = await provider.createCheckout({
      userId: USER_ID,
      email: 'ada@example.com',
      tier: 'plus',
      priceId: PRICE_PLUS,
      successUrl: 'http://localhost:3001/app/dashboard?success=true&tier=plus&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3001/app/dashboard',
    });
    expect(result.url).toBe(`https://checkout.stripe.com/c/pay/${result.sessionId}`);
    const request = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(request?.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(request?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE_PLUS,
      'line_items[0][quantity]': '1',
      client_reference_id: USER_ID,
      customer_email: 'ada@example.com',
      'metadata[userId]': USER_ID,
      'metadata[tier]': 'plus',
      'subscription_data[metadata][userId]': USER_ID,
      'subscription_data[metadata][tier]': 'plus',
      success_url: 'http://localhost:3001/app/dashboard?success=true&tier=plus&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3001/app/dashboard',
    });
  });

  it('verifies a paid session only for its own user', async () => {
    const { sessionId } = await provider.createCheckout({
      userId: USER_ID,
      email: 'ada@example.com',
      tier: 'plus',
      priceId: PRICE_PLUS,
      successUrl: 'http://localhost/app/dashboard?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost/app/dashboard',
    });
    expect(await provider.verifySession({ sessionId, userId: USER_ID })).toMatchObject({ paid: false, subscriptionId: null });

    const sub = fake.pay(sessionId);
    const verified = await provider.verifySession({ sessionId, userId: USER_ID });
    expect(verified).toMatchObject({ paid: true, subscriptionId: sub.id, tier: 'plus', customerId: sub.customer });
    expect(verified.currentPeriodEnd?.getTime()).toBe(
      (sub.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end * 1000,
    );

    await expect(provider.verifySession({ sessionId, userId: 'another-user' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(provider.verifySession({ sessionId: 'cs_test_missing', userId: USER_ID })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cancels at the period end and reads the subscription back', async () => {
    const sub = fake.addSubscription({ userId: USER_ID, priceId: PRICE_PLUS });
    const cancelled = await provider.cancelSubscription(String(sub.id));
    expect(cancelled.currentPeriodEnd).toBeInstanceOf(Date);
    const update = fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${String(sub.id)}`);
    expect(update?.form).toEqual({ cancel_at_period_end: 'true' });
    expect(await provider.retrieveSubscription(String(sub.id))).toMatchObject({
      id: sub.id,
      userId: USER_ID,
      tier: 'plus',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    await expect(provider.retrieveSubscription('sub_missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // And takes the cancellation back, as Stripe's own dashboard does.
    await provider.resumeSubscription(String(sub.id));
    expect(fake.requests.filter((r) => r.path === `/v1/subscriptions/${String(sub.id)}` && r.method === 'POST').at(-1)?.form).toEqual({
      cancel_at_period_end: 'false',
    });
    expect(await provider.retrieveSubscription(String(sub.id))).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await expect(provider.resumeSubscription('sub_missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('takes the tier from the price billed, not from metadata', async () => {
    const sub = fake.addSubscription({ userId: USER_ID, priceId: PRICE_PRO });
    fake.updateSubscription(String(sub.id), { metadata: { userId: USER_ID, tier: 'plus' } });
    expect((await provider.retrieveSubscription(String(sub.id))).tier).toBe('pro');
  });

  it('rejects a webhook whose signature does not hold', async () => {
    const good = signedEvent({ id: 'evt_1', type: 'customer.subscription.updated', object: { id: 'sub_1', object: 'subscription' } });
    expect(await provider.parseWebhook(good.payload, good.signature)).toEqual({
      id: 'evt_1',
      type: 'customer.subscription.updated',
      subscriptionId: 'sub_1',
    });
    const forged = signedEvent({ id: 'evt_1', type: 'customer.subscription.updated', object: { id: 'sub_1' } }, 'whsec_wrong');
    await expect(provider.parseWebhook(forged.payload, forged.signature)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    // The body was changed after signing.
    await expect(provider.parseWebhook(good.payload.replace('sub_1', 'sub_2'), good.signature)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(provider.parseWebhook(good.payload, undefined)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('finds the subscription id in invoice events of old and new API versions', async () => {
    const modern = signedEvent({
      id: 'evt_2',
      type: 'invoice.payment_failed',
      object: { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_9' } } },
    });
    expect((await provider.parseWebhook(modern.payload, modern.signature)).subscriptionId).toBe('sub_9');
    const legacy = signedEvent({
      id: 'evt_3',
      type: 'invoice.payment_failed',
      object: { id: 'in_2', object: 'invoice', subscription: 'sub_8' },
    });
    expect((await provider.parseWebhook(legacy.payload, legacy.signature)).subscriptionId).toBe('sub_8');
  });
});

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
