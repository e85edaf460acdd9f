/**
 * Races (issue: proof under load, faults and bad input, point 3): parallel saves of whole profiles
 * leave exactly one of them, never a mix. (The quota race is in routes/user.test.ts; the webhook
 * replay race in routes/stripe tests.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';

function profileNumber(i: number) {
  return {
    name: `Person ${i}`,
    summary: `Summary ${i}`,
    phone: `555-01${String(i).padStart(2, '0')}`,
    city: `City ${i}`,
    work_experience: [
      { title: `Title ${i}`, company: `Company ${i}`, description: `Bullet ${i}` },
      { title: `Second ${i}`, company: `Other ${i}`, description: `More ${i}` },
    ],
    education: [{ school_name: `School ${i}`, degree: `Degree ${i}` }],
    skills: [{ name: `Skill ${i}` }],
  };
}

describeEachDatabase('races', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('parallel update-profile calls leave one complete profile, never a mix', async () => {
    const user = await t.signUp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data: profileNumber(i) } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const profile = (await t.call('GET', '/api/user/profile', { token: user.token })).json;
    const winner = Number(/Person (\d+)/.exec(profile.name)?.[1]);
    expect(Number.isInteger(winner)).toBe(true);
    expect(profile).toMatchObject({
      ...profileNumber(winner),
      work_experience: profileNumber(winner).work_experience.map((job) => expect.objectContaining(job)),
      education: [expect.objectContaining(profileNumber(winner).education[0])],
    });
  });

  it('parallel create-profile calls after sign-up keep one profile row and one plan', async () => {
    const user = await t.signUp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', '/api/user/create-profile', { token: user.token, body: { uid: user.uid, email: user.email, name: 'Same' } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const profile = (await t.call('GET', '/api/user/profile', { token: user.token })).json;
    expect(profile.name).toBe('Same');
    expect(profile.tier.tier).toBe('basic');
  });
});
