/**
 * Generation credits belong to their month (issue 15, finding 9): a credit counted with
 * increment-count and never spent does not carry into the next month, and a Plus user who banks
 * credits before a downgrade spends no more than the new plan's month allows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../../test/harness';

const job = { jobDescription: 'Engineer with TypeScript and PostgreSQL', company: 'Acme', jobTitle: 'Engineer' };

describeEachDatabase('generation credits and the usage period', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  type User = Awaited<ReturnType<TestApp['signUp']>>;
  const count = (u: User) => t.call('POST', '/api/user/increment-count', { token: u.token, body: { uid: u.uid, type: 'resume' } });
  const generate = (u: User) => t.call('POST', '/api/openai/resume', { token: u.token, body: job });
  /** Access tokens last an hour: after the clock jumps, the user signs in again. */
  const signIn = async (u: User): Promise<User> => {
    const res = await t.call('POST', '/api/auth/sign-in', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    return { ...u, token: res.json.accessToken };
  };
  const prepare = async (u: User) => {
    await t.call('POST', '/api/user/update-profile', {
      token: u.token,
      body: {
        uid: u.uid,
        data: { name: 'Ada', work_experience: [{ title: 'Engineer', company: 'Initech', description: 'Built TypeScript services' }] },
      },
    });
  };

  it('lets a credit counted in one month expire when the month ends', async () => {
    t.clock.set(new Date('2026-03-30T12:00:00Z'));
    let user = await t.signUp();
    await prepare(user);
    for (let i = 0; i < 3; i++) expect((await count(user)).status).toBe(200);
    expect((await generate(user)).status).toBe(200);

    t.clock.set(new Date('2026-04-02T12:00:00Z'));
    user = await signIn(user);
    // Two March credits were left; in April they buy nothing.
    const late = await generate(user);
    expect(late.status).toBe(402);
    expect(late.json.error.code).toBe('NO_GENERATION_CREDIT');
    // April's own count works, once, as it should.
    expect((await count(user)).json).toMatchObject({ used: 1 });
    expect((await generate(user)).status).toBe(200);
    expect((await generate(user)).status).toBe(402);
  });

  it("caps credits banked on Plus at the Basic month's allowance after the downgrade", async () => {
    t.clock.set(new Date('2026-05-10T12:00:00Z'));
    let user = await t.signUp();
    await prepare(user);
    const config = await t.call('GET', '/api/billing/config');
    const created = await t.call('POST', '/api/stripe/create-checkout-session', {
      token: user.token,
      body: { email: user.email, priceId: config.json.prices.plus, tierOption: 'plus', userId: user.uid },
    });
    const paid = await t.call('POST', `${new URL(created.json.url, 'http://localhost').pathname}/pay`);
    const sessionId = new URL(paid.headers.get('location') ?? '', 'http://localhost').searchParams.get('session_id');
    const verified = await t.call('POST', '/api/stripe/verify-session', { token: user.token, body: { sessionId } });
    const subscriptionId = verified.json.subscriptionId;
    expect(
      (await t.call('POST', '/api/user/change-tier', { token: user.token, body: { uid: user.uid, newTier: 'plus', subscriptionId } }))
        .status,
    ).toBe(200);
    // The downgrade takes effect at the end of the paid month, 10 June.
    expect(
      (
        await t.call('POST', '/api/user/change-tier', {
          token: user.token,
          body: { uid: user.uid, newTier: 'basic', subscriptionId: null },
        })
      ).status,
    ).toBe(200);

    // The day before, still on Plus: 30 generations counted and none spent.
    t.clock.set(new Date('2026-06-09T12:00:00Z'));
    user = await signIn(user);
    for (let i = 0; i < 30; i++) expect((await count(user)).json.limit).toBe(200);

    t.clock.set(new Date('2026-06-11T12:00:00Z'));
    user = await signIn(user);
    const profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.tier.tier).toBe('basic');
    // Basic allows 10 resumes a month: 10 of the banked credits, not 30.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await generate(user)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(-2)).toEqual([402, 402]);
  });
});
