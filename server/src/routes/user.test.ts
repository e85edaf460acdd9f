import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

describeEachDatabase('user API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a new account an empty profile on the basic plan', async () => {
    const user = await t.signUp();
    const res = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      uid: user.uid,
      email: user.email,
      name: '',
      resume_template: 'default',
      work_experience: [],
      skills: [],
      tier: { tier: 'basic', resume: 0, cover_letter: 0, subscriptionId: null },
    });
    expect(res.json.last_login).not.toBeNull();
  });

  it('create-profile is idempotent and never overwrites a name the user set', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 3; i++) {
      const res = await t.call('POST', '/api/user/create-profile', {
        token: user.token,
        body: { uid: user.uid, email: user.email, name: 'First Name' },
      });
      expect(res.status).toBe(200);
    }
    let profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.name).toBe('First Name');

    await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data: { name: 'Chosen Name' } } });
    await t.call('POST', '/api/user/create-profile', { token: user.token, body: { uid: user.uid, email: user.email, name: 'Other' } });
    profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.name).toBe('Chosen Name');
  });

  it('create-profile accepts the spec body with name and e-mail falling back to empty strings', async () => {
    const user = await t.signUp();
    const res = await t.call('POST', '/api/user/create-profile', { token: user.token, body: { uid: user.uid, email: '', name: '' } });
    expect(res.status).toBe(200);
  });

  it('update-profile saves every section and keeps fields it did not name', async () => {
    const user = await t.signUp();
    const data = {
      name: 'Ada Lovelace',
      summary: 'Engineer.',
      phone: '+1 555 0100',
      city: 'Austin',
      state: 'TX',
      work_experience: [
        {
          title: 'Engineer',
          company: 'Acme',
          location: 'Austin, TX',
          start_date: 'Jan 2020',
          end_date: 'Present',
          description: 'Built things\nShipped things',
        },
      ],
      education: [
        { school_name: 'UT Austin', degree: 'B.S. Computer Science', location: 'Austin, TX', start_date: '2014', end_date: '2018' },
      ],
      skills: [{ name: 'TypeScript' }, { name: 'SQL', experience_level: 'expert' }],
      certifications: [{ name: 'AWS Certified Developer', issuer: 'Amazon', date: '2022' }],
      custom_sections: [{ id: 's1', title: 'Projects', entries: [{ id: 'e1', fields: [{ label: 'Title', value: 'Compiler' }] }] }],
    };
    const res = await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data } });
    expect(res.status).toBe(200);
    expect(res.json.skills).toEqual([
      { name: 'TypeScript', experience_level: 'beginner' },
      { name: 'SQL', experience_level: 'expert' },
    ]);

    const partial = await t.call('POST', '/api/user/update-profile', {
      token: user.token,
      body: { uid: user.uid, data: { summary: 'Changed.' } },
    });
    expect(partial.status).toBe(200);
    const profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json).toMatchObject({ ...data, summary: 'Changed.', skills: res.json.skills });
  });

  it('update-profile rejects invalid data with a 400 naming the field, and changes nothing', async () => {
    const user = await t.signUp();
    await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data: { name: 'Kept' } } });
    const bad = [
      { name: 42 },
      { skills: [{ name: '' }] },
      { skills: [{ name: 'Go', experience_level: 'guru' }] },
      { custom_sections: [{ id: 'x', title: '   ', entries: [] }] },
      { tier: { tier: 'pro' } },
      { name: 'x'.repeat(201) },
    ];
    for (const data of bad) {
      const res = await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data } });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
      expect(res.json.error.issues.length).toBeGreaterThan(0);
    }
    const profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.name).toBe('Kept');
    expect(profile.json.tier.tier).toBe('basic');
  });

  it('refuses text with a NUL character with a 400 instead of failing in the database (found by fuzzing)', async () => {
    const user = await t.signUp();
    const res = await t.call('POST', '/api/user/update-profile', {
      token: user.token,
      body: { uid: user.uid, data: { name: 'A\u0000B' } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'Text must not contain NUL characters.' });
    const cancel = await t.call('POST', '/api/stripe/cancel-subscription', { token: user.token, body: { subscriptionId: 'sub_\u0000' } });
    expect(cancel.status).toBe(400);
  });

  it("refuses to act on another user's uid with 403, and leaves their profile alone", async () => {
    const alice = await t.signUp();
    const mallory = await t.signUp();
    await t.call('POST', '/api/user/update-profile', { token: alice.token, body: { uid: alice.uid, data: { name: 'Alice' } } });
    const calls = [
      ['/api/user/update-profile', { uid: alice.uid, data: { name: 'Hacked' } }],
      ['/api/user/create-profile', { uid: alice.uid, email: 'x@example.com', name: 'Hacked' }],
      ['/api/user/increment-count', { uid: alice.uid, type: 'resume' }],
    ] as const;
    for (const [path, body] of calls) {
      const res = await t.call('POST', path, { token: mallory.token, body });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('FORBIDDEN');
      expect(res.text).not.toContain('Alice');
    }
    const profile = await t.call('GET', '/api/user/profile', { token: alice.token });
    expect(profile.json.name).toBe('Alice');
    expect(profile.json.tier.resume).toBe(0);
  });

  it('answers 401 to every user call without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/user/profile'],
      ['POST', '/api/user/create-profile'],
      ['POST', '/api/user/update-profile'],
      ['POST', '/api/user/increment-count'],
      ['POST', '/api/user/template'],
    ] as const) {
      const res = await t.call(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, path).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('counts generations up to the plan limit, then answers 403 with the spec message', async () => {
    const user = await t.signUp();
    for (let i = 1; i <= 10; i++) {
      const res = await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'cover_letter' } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ type: 'cover_letter', used: i, limit: 10, credits: i });
    }
    const over = await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'cover_letter' } });
    expect(over.status).toBe(403);
    expect(over.json.error).toEqual({
      code: 'QUOTA_EXCEEDED',
      message: 'You have reached your cover letter generation limit. Please upgrade your plan.',
    });
    // Resumes are counted separately.
    const resume = await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });
    expect(resume.status).toBe(200);
    const profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.tier).toMatchObject({ resume: 1, cover_letter: 10 });
  });

  it('grants exactly 10 of 100 parallel increments at a limit of 10', async () => {
    const user = await t.signUp();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(90);
    const profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.tier.resume).toBe(10);
  });

  it('starts counting again in a new calendar month (UTC)', async () => {
    t.clock.set(new Date(Date.UTC(2027, 0, 31, 23, 59)));
    const user = await t.signUp();
    for (let i = 0; i < 10; i++) {
      await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });
    }
    const full = await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });
    expect(full.status).toBe(403);
    t.clock.set(new Date(Date.UTC(2027, 1, 1, 0, 1)));
    const fresh = await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });
    expect(fresh.status).toBe(200);
    expect(fresh.json.used).toBe(1);
    const profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.tier.resets_at).toBe('2027-03-01T00:00:00.000Z');
    t.clock.set(new Date());
  });

  it('saves a template choice and refuses an unknown one', async () => {
    const user = await t.signUp();
    const ok = await t.call('POST', '/api/user/template', { token: user.token, body: { templateId: 'modern' } });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/user/profile', { token: user.token })).json.resume_template).toBe('modern');
    const bad = await t.call('POST', '/api/user/template', { token: user.token, body: { templateId: 'fancy' } });
    expect(bad.status).toBe(400);
  });
});
