import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

describeEachDatabase('add-skill API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a skill the user confirmed, keeps the rest of the profile and never adds it twice', async () => {
    const user = await t.signUp();
    await t.call('POST', '/api/user/update-profile', {
      token: user.token,
      body: { uid: user.uid, data: { summary: 'Engineer.', skills: [{ name: 'PostgreSQL', experience_level: 'advanced' }] } },
    });
    const added = await t.call('POST', '/api/user/add-skill', { token: user.token, body: { name: '  SQL ' } });
    expect(added.status).toBe(200);
    expect(added.json.skills).toEqual([
      { name: 'PostgreSQL', experience_level: 'advanced' },
      { name: 'SQL', experience_level: 'beginner' },
    ]);
    expect(added.json.summary).toBe('Engineer.');
    const again = await t.call('POST', '/api/user/add-skill', { token: user.token, body: { name: 'sql' } });
    expect(again.status).toBe(200);
    expect(again.json.skills).toHaveLength(2);
    const stored = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(stored.json.skills.map((s: { name: string }) => s.name)).toEqual(['PostgreSQL', 'SQL']);
  });

  it('adds each of many parallel skills exactly once', async () => {
    const user = await t.signUp();
    const names = ['Go', 'Rust', 'Go', 'Kafka', 'rust', 'Terraform'];
    const answers = await Promise.all(names.map((name) => t.call('POST', '/api/user/add-skill', { token: user.token, body: { name } })));
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    const stored = await t.call('GET', '/api/user/profile', { token: user.token });
    const held = stored.json.skills.map((s: { name: string }) => s.name.toLowerCase()).sort();
    expect(held).toEqual(['go', 'kafka', 'rust', 'terraform']);
  });

  it('refuses a blank or overlong name and a full list with a clear 400', async () => {
    const user = await t.signUp();
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, {}, { name: 42 }]) {
      const res = await t.call('POST', '/api/user/add-skill', { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    const full = Array.from({ length: 200 }, (_, i) => ({ name: `Skill ${i}`, experience_level: 'beginner' }));
    await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data: { skills: full } } });
    const res = await t.call('POST', '/api/user/add-skill', { token: user.token, body: { name: 'One more' } });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/at most 200 skills/);
    expect(await t.call('POST', '/api/user/add-skill', { token: user.token, body: { name: 'skill 7' } })).toMatchObject({ status: 200 });
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('POST', '/api/user/add-skill', { body: { name: 'SQL' } });
    expect(res.status).toBe(401);
  });
});
