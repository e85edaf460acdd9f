/**
 * Floods on /api/auth (issue 15, findings 5 and 6): one client gets a request budget there and a
 * registration limit, password hashing has a bounded queue instead of an unbounded pile-up, and the
 * rate-limit table is pruned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema';
import { pruneRateLimits } from '../../src/services/rate-limit/consume-rate-limit';
import { createTestApp, type TestApp } from '../harness';

describe('floods on /api/auth', () => {
  describe('per-client limits on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { TRUST_PROXY: 'true', CLIENT_RATE_LIMITS: 'on' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('gives one client a burst of 20 requests on /api/auth, then about one a second', async () => {
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      const statuses: number[] = [];
      // Sign-in calls that fail validation: nothing else limits them, so only the budget can.
      for (let i = 0; i < 25; i++) statuses.push((await t.call('POST', '/api/auth/sign-in', { body: {}, ...from('203.0.113.5') })).status);
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
      const refused = await t.call('POST', '/api/auth/sign-in', { body: {}, ...from('203.0.113.5') });
      expect(refused.json.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Another client is untouched, and the budget refills with time.
      expect((await t.call('POST', '/api/auth/sign-in', { body: {}, ...from('203.0.113.6') })).status).toBe(400);
      t.clock.advance(5_000);
      const later: number[] = [];
      for (let i = 0; i < 6; i++) later.push((await t.call('POST', '/api/auth/sign-in', { body: {}, ...from('203.0.113.5') })).status);
      expect(later).toEqual([400, 400, 400, 400, 400, 429]);
      // The rest of the API is not behind this budget.
      expect((await t.call('GET', '/api/health', from('203.0.113.5'))).status).toBe(200);
    });

    it('limits registrations from one client to 10 an hour', async () => {
      const register = (i: number, address: string) =>
        t.call('POST', '/api/auth/register', {
          body: { email: `flood-${address}-${i}@example.com`, password: 'secret12' },
          headers: { 'x-forwarded-for': address },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await register(i, '203.0.113.20')).status);
      expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
      expect((await register(99, '203.0.113.21')).status).toBe(201);
      t.clock.advance(61 * 60_000);
      expect((await register(100, '203.0.113.20')).status).toBe(201);
    });
  });

  describe('password hashing', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite');
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses what would wait past a bounded queue, quickly and with a 429, and serves the rest', async () => {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          t.call('POST', '/api/auth/register', { body: { email: `burst-${i}@example.com`, password: 'secret12' } }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
      // Two hashing and 32 waiting: the other 26 are told to come back.
      expect(statuses.filter((s) => s === 201).length).toBe(34);
      expect(answers.find((a) => a.status === 429)?.json.error.code).toBe('RATE_LIMITED');
      expect(Date.now() - started).toBeLessThan(60_000);
    });

    it('prunes rate-limit rows older than a day and keeps fresh ones', async () => {
      const now = t.clock.now();
      await t.db.insert(rateLimits).values([
        { key: 'old', count: 3, windowStart: new Date(now.getTime() - 25 * 3600_000) },
        { key: 'fresh', count: 1, windowStart: new Date(now.getTime() - 3600_000) },
      ]);
      expect(await pruneRateLimits(t.db, now)).toBe(1);
      const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      expect(keys).toContain('fresh');
      expect(keys).not.toContain('old');
    });
  });
});
