import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { applicationSettings, refreshTokens, users } from '../db/schema';
import { createTestApp, describeEachDatabase, refreshCookie, type TestApp } from '../../test/harness';

type Person = Awaited<ReturnType<TestApp['signUp']>> & { marker: string; subscriptionId: string };

describeEachDatabase('downloading and deleting an account', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A user with a row in every table a user can reach: profile, plan, usage, documents, applications, payments. */
  async function busyUser(marker: string): Promise<Person> {
    const user = await t.signUp(`${marker.toLowerCase()}@example.com`);
    const as = { token: user.token };
    await t.call('POST', '/api/user/update-profile', {
      ...as,
      body: {
        uid: user.uid,
        data: {
          name: `Name ${marker}`,
          summary: marker,
          work_experience: [{ title: 'Engineer', company: `Corp ${marker}`, description: 'Built' }],
        },
      },
    });
    await t.call('POST', '/api/user/increment-count', { ...as, body: { uid: user.uid, type: 'resume' } });
    const application = await t.call('POST', '/api/applications', {
      ...as,
      body: { company: `Company ${marker}`, jobTitle: 'Engineer', notes: marker },
    });
    await t.call('PATCH', `/api/applications/${application.json.id}`, { ...as, body: { status: 'interviewing' } });
    await t.call('GET', '/api/applications/settings', as);
    await t.call('POST', '/api/documents', {
      ...as,
      body: {
        html: `<p>${marker}</p>`,
        templateId: 'classic',
        companyName: `Company ${marker}`,
        jobTitle: 'Engineer',
        applicationId: application.json.id,
      },
    });
    await t.call('POST', '/api/newsletter', { body: { email: user.email } });
    // A wrong password once: a rate-limit counter keyed by the e-mail.
    await t.call('POST', '/api/auth/sign-in', {
      body: { email: user.email, password: 'wrong-one' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await t.call('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    // Plus, paid through the local checkout as a browser would.
    const config = await t.call('GET', '/api/billing/config');
    const checkout = await t.call('POST', '/api/stripe/create-checkout-session', {
      ...as,
      body: { email: user.email, priceId: config.json.prices.plus, tierOption: 'plus', userId: user.uid },
    });
    const paid = await t.app.request(`${new URL(checkout.json.url, 'http://localhost').pathname}/pay`, { method: 'POST' });
    const sessionId = new URL(paid.headers.get('location')!, 'http://x').searchParams.get('session_id')!;
    const verified = await t.call('POST', '/api/stripe/verify-session', { ...as, body: { sessionId } });
    await t.call('POST', '/api/user/change-tier', {
      ...as,
      body: { uid: user.uid, newTier: 'plus', subscriptionId: verified.json.subscriptionId },
    });
    return { ...user, marker, subscriptionId: verified.json.subscriptionId };
  }

  /** Rows of every table of the database that mention the user's id or e-mail anywhere. */
  async function rowsMentioning(person: Person): Promise<Record<string, number>> {
    const tables = (
      (await t.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as {
        rows: { table_name: string }[];
      }
    ).rows.map((row) => row.table_name);
    expect(tables.length).toBeGreaterThan(10);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const result = (await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} x where strpos(lower(x::text), ${person.uid}) > 0 or strpos(lower(x::text), ${person.email}) > 0`,
      )) as unknown as { rows: { n: number }[] };
      counts[table] = result.rows[0]!.n;
    }
    return counts;
  }

  it('downloads everything of the user in one JSON file, and nothing that is not theirs or is a secret', async () => {
    const alice = await busyUser(`Alice${kind}Export`);
    const bob = await busyUser(`Bob${kind}Export`);
    const res = await t.call('GET', '/api/user/export', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="hireready-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json;
    expect(data.account).toMatchObject({ id: alice.uid, email: alice.email });
    expect(data.profile).toMatchObject({ name: `Name ${alice.marker}`, summary: alice.marker });
    expect(data.profile.work_experience[0].company).toBe(`Corp ${alice.marker}`);
    expect(data.plan).toMatchObject({ tier: 'plus', subscriptionId: alice.subscriptionId });
    expect(data.plan.subscriptions).toEqual([expect.objectContaining({ id: alice.subscriptionId, tier: 'plus' })]);
    expect(data.usageHistory).toEqual([expect.objectContaining({ resumeUsed: 1, coverLetterUsed: 0 })]);
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0].html).toContain(alice.marker);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ company: `Company ${alice.marker}`, status: 'interviewing', notes: alice.marker });
    expect(data.applications[0].history.map((event: { toStatus: string | null }) => event.toStatus)).toContain('interviewing');
    expect(data.documents[0].applicationId).toBe(data.applications[0].id);
    expect(data.newsletter).not.toBeNull();

    // Nothing of Bob's, and no secret of Alice's.
    for (const other of [bob.uid, bob.email, bob.marker]) expect(res.text).not.toContain(other);
    const [account] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.id} = ${alice.uid}`);
    expect(res.text).not.toContain(account!.hash);
    for (const row of await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens)) expect(res.text).not.toContain(row.hash);
    for (const row of await t.db.select({ token: applicationSettings.calendarToken }).from(applicationSettings))
      expect(res.text).not.toContain(row.token);
    const keys: string[] = [];
    const walk = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        keys.push(key);
        walk(child);
      }
    };
    walk(data);
    expect(keys.filter((key) => /password|token|hash|secret|customer/i.test(key))).toEqual([]);
  });

  it('deletes every row of the user in every table after cancelling the subscription, and the tokens stop at once', async () => {
    const alice = await busyUser(`Alice${kind}Delete`);
    const bob = await busyUser(`Bob${kind}Delete`);
    const before = await rowsMentioning(alice);
    for (const table of [
      'users',
      'profiles',
      'user_plans',
      'usage_periods',
      'generation_credits',
      'subscriptions',
      'checkout_sessions',
      'documents',
      'applications',
      'application_events',
      'application_settings',
      'refresh_tokens',
      'password_reset_tokens',
      'rate_limits',
      'newsletter_subscribers',
    ]) {
      expect(before[table], `${table} before`).toBeGreaterThan(0);
    }
    const bobBefore = await rowsMentioning(bob);
    const cancel = vi.spyOn(t.deps.billing, 'cancelSubscription');

    const wrong = await t.call('DELETE', '/api/user', { token: alice.token, body: { password: 'not-her-password' } });
    expect(wrong.status).toBe(403);
    // Nothing deleted; the one new row is the counter of wrong passwords.
    expect(await rowsMentioning(alice)).toEqual({ ...before, rate_limits: before.rate_limits! + 1 });
    expect(cancel).not.toHaveBeenCalled();

    const deleted = await t.call('DELETE', '/api/user', { token: alice.token, body: { password: alice.password } });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('set-cookie')).toMatch(/hr_refresh=;/);
    expect(cancel).toHaveBeenCalledWith(alice.subscriptionId);

    const after = await rowsMentioning(alice);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    // Bob keeps every row he had.
    expect(await rowsMentioning(bob)).toEqual(bobBefore);

    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/user/profile'],
      ['GET', '/api/user/export'],
      ['GET', '/api/documents'],
    ] as const) {
      expect((await t.call(method, path, { token: alice.token })).status, path).toBe(401);
    }
    expect((await t.call('POST', '/api/auth/refresh', { cookie: alice.cookie })).status).toBe(401);
    const signIn = await t.call('POST', '/api/auth/sign-in', { body: { email: alice.email, password: alice.password } });
    expect(signIn.status).toBe(401);
    expect(signIn.json.error.code).toBe('auth/invalid-credential');
    // The address is free again.
    expect((await t.call('POST', '/api/auth/register', { body: { email: alice.email, password: 'a-new-start' } })).status).toBe(201);
  });

  it('keeps the account when the billing provider cannot cancel the subscription', async () => {
    const carol = await busyUser(`Carol${kind}Keep`);
    vi.spyOn(t.deps.billing, 'cancelSubscription').mockRejectedValueOnce(new Error('provider down'));
    const res = await t.call('DELETE', '/api/user', { token: carol.token, body: { password: carol.password } });
    expect(res.status).toBe(502);
    expect(res.json.error.message).toMatch(/your account was not deleted/);
    expect((await t.call('GET', '/api/auth/me', { token: carol.token })).status).toBe(200);
    expect(refreshCookie(res.headers)).toBe('');
  });
});
