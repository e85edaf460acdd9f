import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isSoleWriter } from '../../db/client';
import { users } from '../../db/schema';
import { createTestApp, describeEachDatabase, type TestApp } from '../../../test/harness';
import { disableUser, findActiveAccount } from './account-status';

describeEachDatabase('account status', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('treats only the embedded database as written by this process alone', () => {
    expect(isSoleWriter(t.db)).toBe(kind === 'pglite');
  });

  it('refuses a token that was accepted a moment ago once its account is disabled', async () => {
    const user = await t.signUp();
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    await disableUser(t.db, user.uid, t.clock.now());
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
  });

  it('never lets a check that raced a disabling bring the account back', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await t.signUp();
      const checks = Array.from({ length: 20 }, () => findActiveAccount(t.db, user.uid));
      await Promise.all([...checks, disableUser(t.db, user.uid, t.clock.now())]);
      expect(await findActiveAccount(t.db, user.uid)).toBeNull();
      expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    }
  });

  it('answers null for an account that does not exist', async () => {
    expect(await findActiveAccount(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  if (kind === 'postgres') {
    it('sees at once an account disabled by another writer (a second server copy, an operator)', async () => {
      const user = await t.signUp();
      expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
      await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.uid));
      expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    });
  }
});
