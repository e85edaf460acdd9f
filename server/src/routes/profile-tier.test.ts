import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { userPlans } from '../db/schema';

/** The profile carries the tier record (SPEC point 3), read with it in one statement. */
describeEachDatabase('GET /api/user/profile: the tier record beside the profile', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const profile = (user: { token: string }) => t.call('GET', '/api/user/profile', { token: user.token });
  /** A fresh access token after the clock moved past the old one's life. */
  async function signIn(user: { email: string; password: string; token: string }) {
    const res = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    user.token = res.json.accessToken;
  }
  const count = (user: { token: string; uid: string }) =>
    t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });

  it("shows the plan in force and this month's counts, and each user sees their own", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await t.db.update(userPlans).set({ tier: 'plus' }).where(eq(userPlans.userId, alice.uid));
    for (let i = 0; i < 3; i++) await count(alice);
    await count(bob);
    expect((await profile(alice)).json.tier).toMatchObject({ tier: 'plus', resume: 3, cover_letter: 0, applications: 0 });
    expect((await profile(bob)).json.tier).toMatchObject({ tier: 'basic', resume: 1, cover_letter: 0 });
    // Next month the counts start again; the plan stays.
    t.clock.advance(32 * 24 * 3600 * 1000);
    await signIn(alice);
    expect((await profile(alice)).json.tier).toMatchObject({ tier: 'plus', resume: 0 });
  });

  it('reads basic once a cancelled plan has run out, and writes that back', async () => {
    const user = await t.signUp();
    const endsAt = new Date(t.clock.now().getTime() + 3600 * 1000);
    await t.db.update(userPlans).set({ tier: 'plus', planEndsAt: endsAt }).where(eq(userPlans.userId, user.uid));
    expect((await profile(user)).json.tier).toMatchObject({ tier: 'plus', plan_ends_at: endsAt.toISOString() });
    t.clock.advance(2 * 3600 * 1000);
    await signIn(user);
    expect((await profile(user)).json.tier).toMatchObject({ tier: 'basic', plan_ends_at: null, subscriptionId: null });
    const rows = await t.db.select().from(userPlans).where(eq(userPlans.userId, user.uid));
    expect(rows[0]).toMatchObject({ tier: 'basic', planEndsAt: null });
  });

  it('answers 404 when the plan record is missing, as reading the tier does', async () => {
    const user = await t.signUp();
    await t.db.delete(userPlans).where(eq(userPlans.userId, user.uid));
    const res = await profile(user);
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('No plan record exists for this user.');
  });
});
