/**
 * Authorization matrix (issue: proof under load, faults and bad input, point 1): for every /api
 * endpoint, user B's token on user A's profile, documents, usage, subscription and uploads is
 * refused and nothing of A's appears in any answer; no token, a tampered, an expired token or a
 * disabled user's token gives 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableUser } from '../../src/services/accounts/account-status';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';
import { PUBLIC } from './public-endpoints';

const MARKER = 'ALICE-PRIVATE-7c1e';

type Endpoint = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string };

describeEachDatabase('authorization matrix', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<TestApp['signUp']>>;
  let bob: Awaited<ReturnType<TestApp['signUp']>>;
  let aliceDocumentId: string;
  let aliceSessionId: string;
  let aliceSubscriptionId: string;
  let aliceApplicationId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await t.signUp();
    bob = await t.signUp();
    await t.call('POST', '/api/user/update-profile', {
      token: alice.token,
      body: {
        uid: alice.uid,
        data: {
          name: `Alice ${MARKER}`,
          summary: MARKER,
          work_experience: [{ title: 'Engineer', company: `Corp ${MARKER}`, description: 'Built things' }],
        },
      },
    });
    aliceDocumentId = (
      await t.call('POST', '/api/documents', {
        token: alice.token,
        body: { html: `<p>${MARKER}</p>`, templateId: 'classic', companyName: `Company ${MARKER}`, jobTitle: 'x' },
      })
    ).json.id;
    await t.call('POST', '/api/user/increment-count', { token: alice.token, body: { uid: alice.uid, type: 'resume' } });
    aliceApplicationId = (
      await t.call('POST', '/api/applications', {
        token: alice.token,
        body: {
          company: `Company ${MARKER}`,
          jobTitle: 'Engineer',
          notes: MARKER,
          nextStep: 'Call',
          nextStepDue: '2026-01-01',
          status: 'applied',
        },
      })
    ).json.id;

    // Alice pays for Plus through the local checkout, as a browser would.
    const config = await t.call('GET', '/api/billing/config');
    const checkout = await t.call('POST', '/api/stripe/create-checkout-session', {
      token: alice.token,
      body: { email: alice.email, priceId: config.json.prices.plus, tierOption: 'plus', userId: alice.uid },
    });
    expect(checkout.status).toBe(200);
    const checkoutPath = new URL(checkout.json.url, 'http://localhost').pathname;
    const paid = await t.app.request(`${checkoutPath}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    aliceSessionId = new URL(paid.headers.get('location')!, 'http://x').searchParams.get('session_id')!;
    const verified = await t.call('POST', '/api/stripe/verify-session', { token: alice.token, body: { sessionId: aliceSessionId } });
    aliceSubscriptionId = verified.json.subscriptionId;
    expect(aliceSubscriptionId).toBeTruthy();
    const upgraded = await t.call('POST', '/api/user/change-tier', {
      token: alice.token,
      body: { uid: alice.uid, newTier: 'plus', subscriptionId: aliceSubscriptionId },
    });
    expect(upgraded.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every protected endpoint, with B's attempt at A's data and the statuses that count as refused. */
  const attempts = (): { endpoint: Endpoint; body?: unknown; refused: number[] | 'own-data' }[] => [
    { endpoint: { method: 'GET', path: '/api/auth/me' }, refused: 'own-data' },
    // B may only change B's own password, and only with B's current one (here a wrong one, so B stays signed in).
    {
      endpoint: { method: 'POST', path: '/api/auth/change-password' },
      body: { currentPassword: 'not-bobs-password', newPassword: 'owned-by-bob' },
      refused: [403],
    },
    { endpoint: { method: 'GET', path: '/api/user/profile' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/user/profile/export' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/user/export' }, refused: 'own-data' },
    // B may only delete B's own account, and only with B's password (here a wrong one, so B stays).
    { endpoint: { method: 'DELETE', path: '/api/user' }, body: { password: 'not-bobs-password' }, refused: [403] },
    {
      endpoint: { method: 'POST', path: '/api/user/create-profile' },
      body: { uid: alice.uid, email: alice.email, name: 'x' },
      refused: [403],
    },
    { endpoint: { method: 'POST', path: '/api/user/update-profile' }, body: { uid: alice.uid, data: { name: 'Owned' } }, refused: [403] },
    {
      endpoint: { method: 'POST', path: '/api/user/change-tier' },
      body: { uid: alice.uid, newTier: 'basic', subscriptionId: null },
      refused: [403],
    },
    { endpoint: { method: 'POST', path: '/api/user/increment-count' }, body: { uid: alice.uid, type: 'resume' }, refused: [403] },
    { endpoint: { method: 'POST', path: '/api/user/template' }, body: { templateId: 'modern' }, refused: 'own-data' },
    { endpoint: { method: 'POST', path: '/api/user/add-skill' }, body: { name: 'Owned' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/documents' }, refused: 'own-data' },
    { endpoint: { method: 'POST', path: '/api/documents' }, body: { html: '<p>b</p>', templateId: 'classic' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: `/api/documents/${aliceDocumentId}` }, refused: [404] },
    { endpoint: { method: 'GET', path: `/api/documents/${aliceDocumentId}/export?format=docx` }, refused: [404] },
    { endpoint: { method: 'GET', path: `/api/documents/${aliceDocumentId}/export?format=txt` }, refused: [404] },
    { endpoint: { method: 'DELETE', path: `/api/documents/${aliceDocumentId}` }, refused: [404] },
    {
      endpoint: { method: 'POST', path: '/api/stripe/create-checkout-session' },
      body: { email: alice.email, priceId: 'price_local_plus', tierOption: 'plus', userId: alice.uid },
      refused: [403],
    },
    { endpoint: { method: 'POST', path: '/api/stripe/verify-session' }, body: { sessionId: aliceSessionId }, refused: [403, 404] },
    {
      endpoint: { method: 'POST', path: '/api/stripe/cancel-subscription' },
      body: { subscriptionId: aliceSubscriptionId },
      refused: [403, 404],
    },
    {
      endpoint: { method: 'POST', path: '/api/stripe/resume-subscription' },
      body: { subscriptionId: aliceSubscriptionId },
      refused: [403, 404],
    },
    {
      endpoint: { method: 'POST', path: '/api/openai/resume' },
      body: { jobDescription: 'Engineer', company: 'x', jobTitle: 'y' },
      refused: 'own-data',
    },
    {
      endpoint: { method: 'POST', path: '/api/openai/cover-letter' },
      body: { jobDescription: 'Engineer', company: 'x', jobTitle: 'y' },
      refused: 'own-data',
    },
    { endpoint: { method: 'POST', path: '/api/openai/upload-resume' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/applications' }, refused: 'own-data' },
    { endpoint: { method: 'POST', path: '/api/applications' }, body: { company: 'b', jobTitle: 'b' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/applications/board' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/applications/overview' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/applications/insights' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: '/api/applications/export' }, refused: 'own-data' },
    {
      endpoint: { method: 'POST', path: '/api/applications/import' },
      body: { csv: 'Company,Title\nb,b', mapping: { company: 'Company', jobTitle: 'Title' } },
      refused: 'own-data',
    },
    {
      endpoint: { method: 'POST', path: '/api/applications/bulk' },
      body: { ids: [aliceApplicationId], status: 'rejected', archived: true },
      refused: 'own-data',
    },
    { endpoint: { method: 'GET', path: '/api/applications/settings' }, refused: 'own-data' },
    { endpoint: { method: 'PATCH', path: '/api/applications/settings' }, body: { noReplyDays: 3 }, refused: 'own-data' },
    { endpoint: { method: 'POST', path: '/api/applications/settings/calendar-token' }, refused: 'own-data' },
    { endpoint: { method: 'GET', path: `/api/applications/${aliceApplicationId}` }, refused: [404] },
    {
      endpoint: { method: 'PATCH', path: `/api/applications/${aliceApplicationId}` },
      body: { status: 'rejected', notes: 'owned' },
      refused: [404],
    },
    {
      endpoint: { method: 'POST', path: `/api/applications/${aliceApplicationId}/follow-up-draft` },
      body: { kind: 'follow_up' },
      refused: [404],
    },
    { endpoint: { method: 'DELETE', path: `/api/applications/${aliceApplicationId}` }, refused: [404] },
    {
      endpoint: { method: 'POST', path: '/api/documents' },
      body: { html: '<p>b</p>', templateId: 'classic', applicationId: aliceApplicationId },
      refused: [404],
    },
    {
      endpoint: { method: 'POST', path: '/api/openai/resume' },
      body: { jobDescription: 'x', company: 'x', jobTitle: 'y', applicationId: aliceApplicationId },
      refused: [404],
    },
  ];

  const routeKey = (method: string, path: string) => `${method} ${path.replace(/\?.*$/, '').replace(/\/[0-9a-f-]{36}(?=\/|$)/, '/:id')}`;

  it('covers every /api endpoint the app serves', () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
        .map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set([...PUBLIC, ...attempts().map((a) => routeKey(a.endpoint.method, a.endpoint.path))]);
    expect([...served].filter((route) => !covered.has(route))).toEqual([]);
  });

  it("refuses user B on user A's data, and never shows A's data", async () => {
    for (const attempt of attempts()) {
      const { method, path } = attempt.endpoint;
      const res = await t.call(method, path, { token: bob.token, ...(attempt.body !== undefined ? { body: attempt.body } : {}) });
      if (attempt.refused !== 'own-data') expect(attempt.refused, `${method} ${path}`).toContain(res.status);
      else expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.text, `${method} ${path}`).not.toContain(MARKER);
      expect(res.text, `${method} ${path}`).not.toContain(alice.email);
    }
    // And A's data is as A left it.
    const profile = await t.call('GET', '/api/user/profile', { token: alice.token });
    expect(profile.json.name).toBe(`Alice ${MARKER}`);
    expect(profile.json.skills.map((s: { name: string }) => s.name)).not.toContain('Owned');
    expect(profile.json.tier).toMatchObject({ tier: 'plus', resume: 1, subscriptionId: aliceSubscriptionId, plan_ends_at: null });
    expect((await t.call('GET', `/api/documents/${aliceDocumentId}`, { token: alice.token })).status).toBe(200);
    const application = await t.call('GET', `/api/applications/${aliceApplicationId}`, { token: alice.token });
    expect(application.json).toMatchObject({ status: 'applied', notes: MARKER, archived: false, documentCount: 0 });
  });

  describe('tokens', () => {
    const protectedEndpoints = () => attempts().map((a) => a.endpoint);

    it('answers 401 without a token, with a tampered one, and with one signed by someone else', async () => {
      const [head, payload] = alice.token.split('.');
      const forged = `${head}.${payload}.${'A'.repeat(43)}`;
      for (const { method, path } of protectedEndpoints()) {
        for (const token of [undefined, forged, 'not-a-token']) {
          const res = await t.call(method, path, {
            ...(token ? { token } : {}),
            ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
          });
          expect(res.status, `${method} ${path} token=${token?.slice(0, 8)}`).toBe(401);
          expect(res.text).not.toContain(MARKER);
        }
      }
    });

    it("answers 401 to an expired token and to a disabled user's token", async () => {
      const carol = await t.signUp();
      t.clock.advance(61 * 60_000);
      for (const { method, path } of protectedEndpoints()) {
        const res = await t.call(method, path, { token: carol.token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
        expect(res.status, `expired ${method} ${path}`).toBe(401);
      }
      const dave = await t.signUp();
      // Accepted once first: a token the server already trusts must stop working all the same.
      expect((await t.call('GET', '/api/user/profile', { token: dave.token })).status).toBe(200);
      await disableUser(t.db, dave.uid, t.clock.now());
      for (const { method, path } of protectedEndpoints()) {
        const res = await t.call(method, path, { token: dave.token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
        expect(res.status, `disabled ${method} ${path}`).toBe(401);
      }
    });
  });
});
