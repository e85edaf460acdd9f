import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../../test/harness';
import { subscriptions, userPlans } from '../../db/schema';

describeEachDatabase('POST /api/user/change-tier', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  type User = Awaited<ReturnType<TestApp['signUp']>>;

  const changeTier = (user: User, newTier: string, subscriptionId: string | null, uid = user.uid) =>
    t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid, newTier, subscriptionId } });

  const count = (user: User) =>
    t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'cover_letter' } });

  async function plan(user: User) {
    const rows = await t.db.select().from(userPlans).where(eq(userPlans.userId, user.uid));
    return rows[0];
  }

  /** A paid local subscription, bought through the checkout page. */
  async function paidSubscription(user: User): Promise<string> {
    const created = await t.call('POST', '/api/stripe/create-checkout-session', {
      token: user.token,
      body: { email: user.email, priceId: 'price_local_plus', tierOption: 'plus', userId: user.uid },
    });
    const paid = await t.call('POST', `${new URL(created.json.url, 'http://localhost').pathname}/pay`);
    const sessionId = new URL(paid.headers.get('location') ?? '', 'http://localhost').searchParams.get('session_id');
    const verified = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    return verified.json.subscriptionId;
  }

  it('refuses a forged upgrade with a made-up subscription id, and changes nothing', async () => {
    const user = await t.signUp();
    for (const subscriptionId of ['sub_local_madeup1234567890', 'sub_1FakeStripeId', '']) {
      const res = await changeTier(user, 'plus', subscriptionId);
      expect([402, 403], subscriptionId).toContain(res.status);
    }
    expect(await plan(user)).toMatchObject({ tier: 'basic', subscriptionId: null, planEndsAt: null });
    expect((await count(user)).json.limit).toBe(10);
  });

  it('refuses an upgrade with no subscription at all', async () => {
    const user = await t.signUp();
    const res = await changeTier(user, 'plus', null);
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('PAYMENT_REQUIRED');
    expect((await plan(user))?.tier).toBe('basic');
  });

  it('refuses a paid subscription for another plan, or one that is no longer paid', async () => {
    const user = await t.signUp();
    const subscriptionId = await paidSubscription(user);
    // A Plus subscription does not buy Pro.
    expect((await changeTier(user, 'pro', subscriptionId)).status).toBe(402);
    await t.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, subscriptionId));
    expect((await changeTier(user, 'plus', subscriptionId)).status).toBe(402);
    expect((await plan(user))?.tier).toBe('basic');
  });

  it("refuses to change another user's tier", async () => {
    const alice = await t.signUp();
    const mallory = await t.signUp();
    const res = await changeTier(mallory, 'basic', null, alice.uid);
    expect(res.status).toBe(403);
    const bad = await changeTier(mallory, 'gold', null);
    expect(bad.status).toBe(400);
  });

  it("applies the new plan's quota at once, both ways", async () => {
    const user = await t.signUp();
    for (let i = 0; i < 10; i++) expect((await count(user)).status).toBe(200);
    expect((await count(user)).status).toBe(403);

    const subscriptionId = await paidSubscription(user);
    const up = await changeTier(user, 'plus', subscriptionId);
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ tier: 'plus', subscriptionId, cover_letter: 10 });
    const eleventh = await count(user);
    expect(eleventh.status).toBe(200);
    expect(eleventh.json).toMatchObject({ used: 11, limit: 200 });
  });

  it('lowers at once when no subscription is running', async () => {
    const user = await t.signUp();
    // A plan granted without a subscription (e.g. by support) has no paid period to run out.
    await t.db.update(userPlans).set({ tier: 'plus' }).where(eq(userPlans.userId, user.uid));
    for (let i = 0; i < 12; i++) await count(user);
    const res = await changeTier(user, 'basic', null);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ tier: 'basic', subscriptionId: null, plan_ends_at: null });
    expect((await count(user)).status).toBe(403);
  });

  it('lowering a paid plan cancels its subscription at the period end and keeps the tier until then', async () => {
    const user = await t.signUp();
    const subscriptionId = await paidSubscription(user);
    await changeTier(user, 'plus', subscriptionId);
    const res = await changeTier(user, 'basic', null);
    expect(res.status).toBe(200);
    const sub = await t.db.query.subscriptions.findFirst({ where: (s, ops) => ops.eq(s.id, subscriptionId) });
    expect(sub?.cancelAtPeriodEnd).toBe(true);
    expect(res.json.tier).toBe('plus');
    expect(res.json.plan_ends_at).toBe(sub?.currentPeriodEnd?.toISOString());
    expect((await count(user)).json.limit).toBe(200);

    // Lowering again changes nothing more; renewing with the same, still running subscription is allowed.
    expect((await changeTier(user, 'basic', null)).json.plan_ends_at).toBe(res.json.plan_ends_at);
    expect((await changeTier(user, 'plus', subscriptionId)).json).toMatchObject({ tier: 'plus', plan_ends_at: res.json.plan_ends_at });
  });

  it('staying on the same tier changes nothing', async () => {
    const user = await t.signUp();
    const res = await changeTier(user, 'basic', null);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ tier: 'basic', subscriptionId: null, plan_ends_at: null });
  });
});
