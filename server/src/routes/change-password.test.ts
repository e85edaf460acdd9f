import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, refreshCookie, type TestApp } from '../../test/harness';

describeEachDatabase('changing the password', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in', { body: { email, password } });

  it('takes the new password, refuses the old one, and signs out every other session at once', async () => {
    const user = await t.signUp();
    const laptop = await signIn(user.email, user.password);
    const laptopToken = laptop.json.accessToken as string;
    const laptopCookie = refreshCookie(laptop.headers);
    // Accepted once first: a token the server already trusts must stop working all the same.
    expect((await t.call('GET', '/api/user/profile', { token: laptopToken })).status).toBe(200);

    const changed = await t.call('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: 'battery-staple' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.user.uid).toBe(user.uid);

    // Every earlier session is over: bearer tokens and refresh cookies, this device's included.
    for (const token of [laptopToken, user.token]) {
      const me = await t.call('GET', '/api/auth/me', { token });
      expect(me.status).toBe(401);
    }
    for (const cookie of [laptopCookie, user.cookie]) {
      expect((await t.call('POST', '/api/auth/refresh', { cookie })).status).toBe(401);
    }
    // The device that made the change goes on in a new session.
    expect((await t.call('GET', '/api/auth/me', { token: changed.json.accessToken })).status).toBe(200);
    const renewed = await t.call('POST', '/api/auth/refresh', { cookie: refreshCookie(changed.headers) });
    expect(renewed.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: renewed.json.accessToken })).status).toBe(200);

    expect((await signIn(user.email, user.password)).status).toBe(401);
    const withNew = await signIn(user.email, 'battery-staple');
    expect(withNew.status).toBe(200);
    expect((await t.call('GET', '/api/user/profile', { token: withNew.json.accessToken })).status).toBe(200);
  });

  it('refuses a wrong current password and a weak new one, and changes nothing', async () => {
    const user = await t.signUp();
    const wrong = await t.call('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: 'not-my-password', newPassword: 'battery-staple' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error.message).toBe('That is not your current password.');
    const weak = await t.call('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: '12345' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error).toEqual({ code: 'auth/weak-password', message: 'Password should be at least 6 characters' });
    const missing = await t.call('POST', '/api/auth/change-password', { token: user.token, body: { newPassword: 'battery-staple' } });
    expect(missing.status).toBe(400);

    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await signIn(user.email, 'battery-staple')).status).toBe(401);
  });

  it('locks the change after 5 wrong current passwords, even for the right one, until the window passes', async () => {
    const user = await t.signUp();
    const change = (currentPassword: string) =>
      t.call('POST', '/api/auth/change-password', { token: user.token, body: { currentPassword, newPassword: 'battery-staple' } });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).status).toBe(403);
    const locked = await change(user.password);
    expect(locked.status).toBe(429);
    expect(locked.json.error.code).toBe('auth/too-many-requests');
    t.clock.advance(16 * 60_000);
    // The bearer token has expired meanwhile; a fresh one from the refresh cookie.
    const fresh = await t.call('POST', '/api/auth/refresh', { cookie: user.cookie });
    const later = await t.call('POST', '/api/auth/change-password', {
      token: fresh.json.accessToken,
      body: { currentPassword: user.password, newPassword: 'battery-staple' },
    });
    expect(later.status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.call('POST', '/api/auth/change-password', { body: { currentPassword: 'x', newPassword: 'battery-staple' } });
    expect(res.status).toBe(401);
  });
});
