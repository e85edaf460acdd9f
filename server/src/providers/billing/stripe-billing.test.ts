/**
 * The Stripe provider through the official SDK against a real local HTTP server speaking Stripe's
 * wire format, and the webhook endpoint with signatures made by the SDK's own test helper.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe-server';
import { PRICE_PLUS, PRICE_PRO, WEBHOOK_SECRET, signedEvent } from './test-support/signed-event';
import { createStripeBillingProvider } from './stripe-billing';

const USER_ID = '3f1c2a7e-9b7d-4c52-8a51-0f6f4b8f2d10';

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
