import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema';
import { NEWSLETTER_RATE_LIMIT } from '../services/newsletter/subscribe-to-newsletter';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

describeEachDatabase('newsletter API', (kind) => {
  let t: TestApp;
  // Behind two proxies of ours (the inner one at 10.0.0.1) each test can speak from an address of its own, so the rate limit
  // one test exhausts never leaks into another.
  let nextAddress = 1;
  const freshAddress = () => `203.0.113.${nextAddress++}`;
  const subscribe = (body: unknown, address = freshAddress()) =>
    t.call('POST', '/api/newsletter', { body, headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } });
  const storedRows = (email: string) => t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY_HOPS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a valid address without a sign-in', async () => {
    const res = await subscribe({ email: 'ada@example.com' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ subscribed: true });
    expect(await storedRows('ada@example.com')).toHaveLength(1);
  });

  it('treats a repeat in any letter case as a success and stores the address once, lower-cased', async () => {
    const first = await subscribe({ email: 'Grace.Hopper@Example.com' });
    const again = await subscribe({ email: '  grace.hopper@EXAMPLE.COM ' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ subscribed: true });
    expect(await storedRows('grace.hopper@example.com')).toHaveLength(1);
    expect(await storedRows('Grace.Hopper@Example.com')).toHaveLength(0);
  });

  it.each(['not-an-email', 'a@b', 'two words@example.com', ''])('refuses %j with the spec message', async (email) => {
    const res = await subscribe({ email });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'Please enter a valid email address' });
    const all = await t.db.select().from(newsletterSubscribers);
    expect(all.map((row) => row.email)).not.toContain(email.toLowerCase());
  });

  it('answers malformed bodies with a 4xx and stores nothing', async () => {
    const before = (await t.db.select().from(newsletterSubscribers)).length;
    const cases = [
      t.call('POST', '/api/newsletter', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } }),
      t.call('POST', '/api/newsletter', {
        rawBody: 'email=a@example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      t.call('POST', '/api/newsletter', { body: {} }),
      t.call('POST', '/api/newsletter', { body: { email: 42 } }),
      t.call('POST', '/api/newsletter', { body: ['a@example.com'] }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.error.code).toMatch(/VALIDATION_ERROR|INVALID_JSON|UNSUPPORTED_MEDIA_TYPE/);
    }
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(before);
  });

  it('limits each client address to a burst of sign-ups, then answers 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      const res = await subscribe({ email: `burst-${i}@example.com` }, address);
      expect(res.status).toBe(200);
    }
    const blocked = await subscribe({ email: 'one-too-many@example.com' }, address);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('RATE_LIMITED');
    expect(blocked.json.error.message).toMatch(/too many/i);
    expect(await storedRows('one-too-many@example.com')).toHaveLength(0);

    // Another visitor is unaffected, and the window passes.
    expect((await subscribe({ email: 'neighbour@example.com' })).status).toBe(200);
    t.clock.advance(NEWSLETTER_RATE_LIMIT.windowSeconds * 1000 + 1);
    expect((await subscribe({ email: 'one-too-many@example.com' }, address)).status).toBe(200);
  });
});

describeEachDatabase('newsletter API without a trusted proxy', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For, so inventing addresses does not escape the limit', async () => {
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      const res = await t.call('POST', '/api/newsletter', {
        body: { email: `spoof-${i}@example.com` },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.status).toBe(200);
    }
    const res = await t.call('POST', '/api/newsletter', {
      body: { email: 'spoof-x@example.com' },
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(res.status).toBe(429);
  });
});
