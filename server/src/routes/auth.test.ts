import { afterAll, beforeAll, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import { disableUser } from '../services/accounts/account-status';
import { pruneRefreshTokens } from '../services/accounts/sessions';
import { createTestApp, describeEachDatabase, refreshCookie, type TestApp } from '../../test/harness';

describeEachDatabase('accounts API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a user, answers a bearer token and sets an httpOnly SameSite=Strict refresh cookie', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: { email: 'New.User@Example.com', password: 'secret1' } });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ email: 'new.user@example.com', name: '' });
    expect(res.json.accessToken).toMatch(/^ey/);
    const expiresIn = new Date(res.json.expiresAt).getTime() - t.clock.now().getTime();
    expect(expiresIn).toBeGreaterThan(55 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/hr_refresh=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);

    const me = await t.call('GET', '/api/auth/me', { token: res.json.accessToken });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe('new.user@example.com');
  });

  it('refuses a second account with the same e-mail, in any letter case', async () => {
    await t.signUp('dup@example.com');
    const res = await t.call('POST', '/api/auth/register', { body: { email: 'DUP@example.com', password: 'secret1' } });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: 'auth/email-already-in-use', message: 'This email is already registered' });
  });

  it('refuses a password under 6 characters', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: { email: 'weak@example.com', password: '12345' } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('auth/weak-password');
    expect(res.json.error.message).toBe('Password should be at least 6 characters');
  });

  it('refuses an invalid e-mail', async () => {
    for (const email of ['not-an-email', 'a@b', '', 'spaces in@example.com']) {
      const res = await t.call('POST', '/api/auth/register', { body: { email, password: 'secret1' } });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('auth/invalid-email');
    }
  });

  it('answers the same error for a wrong password and an unknown user', async () => {
    const user = await t.signUp();
    const wrong = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: 'not-it' } });
    const unknown = await t.call('POST', '/api/auth/sign-in', { body: { email: 'nobody@example.com', password: 'whatever' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json.error).toEqual({ code: 'auth/invalid-credential', message: 'Invalid email or password' });
    }
    const right = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    expect(right.status).toBe(200);
    expect(right.json.user.uid).toBe(user.uid);
  });

  it('locks an e-mail after 5 failed sign-ins, even for the right password, until the window passes', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const locked = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    expect(locked.status).toBe(429);
    expect(locked.json.error.code).toBe('auth/too-many-requests');

    t.clock.advance(16 * 60_000);
    const later = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    expect(later.status).toBe(200);
  });

  it('forgives earlier failures once the right password is given', async () => {
    const user = await t.signUp();
    const signIn = (password: string) => t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password } });
    for (let i = 0; i < 4; i++) expect((await signIn(`wrong-${i}`)).status).toBe(401);
    expect((await signIn(user.password)).status).toBe(200);
    // Four more failures would have locked the e-mail had the first four still counted.
    for (let i = 0; i < 4; i++) expect((await signIn(`wrong-again-${i}`)).status).toBe(401);
    expect((await signIn(user.password)).status).toBe(200);
  });

  it('rotates the refresh token on use and treats reuse of an old one as theft', async () => {
    const user = await t.signUp();
    const first = await t.call('POST', '/api/auth/refresh', { cookie: user.cookie });
    expect(first.status).toBe(200);
    expect(first.json.user.uid).toBe(user.uid);
    const rotated = refreshCookie(first.headers);
    expect(rotated).not.toBe(user.cookie);

    // The old token is spent: using it again (after the two-tab grace period) revokes the family.
    t.clock.advance(60_000);
    const reused = await t.call('POST', '/api/auth/refresh', { cookie: user.cookie });
    expect(reused.status).toBe(401);
    const afterTheft = await t.call('POST', '/api/auth/refresh', { cookie: rotated });
    expect(afterTheft.status).toBe(401);
  });

  it('answers 204 to a refresh without a cookie (no session to restore) and 401 to a bad cookie', async () => {
    const none = await t.call('POST', '/api/auth/refresh');
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    const bad = await t.call('POST', '/api/auth/refresh', { cookie: 'hr_refresh=not-a-real-token' });
    expect(bad.status).toBe(401);
    expect(bad.json.error.code).toBe('UNAUTHORIZED');
  });

  it('revokes the refresh token at sign-out and clears the cookie', async () => {
    const user = await t.signUp();
    const out = await t.call('POST', '/api/auth/sign-out', { cookie: user.cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/hr_refresh=;/);
    const refresh = await t.call('POST', '/api/auth/refresh', { cookie: user.cookie });
    expect(refresh.status).toBe(401);
  });

  it('stops a disabled user: bearer token refused, refresh refused, sign-in refused', async () => {
    const user = await t.signUp();
    await disableUser(t.db, user.uid, t.clock.now());
    const me = await t.call('GET', '/api/auth/me', { token: user.token });
    expect(me.status).toBe(401);
    const refresh = await t.call('POST', '/api/auth/refresh', { cookie: user.cookie });
    expect(refresh.status).toBe(401);
    const signIn = await t.call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error.code).toBe('auth/user-disabled');
  });

  it('prunes refresh tokens expired more than a day ago and keeps the rest', async () => {
    const user = await t.signUp();
    const countFor = async () => (await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.uid))).length;
    expect(await countFor()).toBe(1);
    await pruneRefreshTokens(t.db, new Date(t.clock.now().getTime() + 30 * 86_400_000));
    expect(await countFor()).toBe(1);
    await pruneRefreshTokens(t.db, new Date(t.clock.now().getTime() + 32 * 86_400_000));
    expect(await countFor()).toBe(0);
  });

  it('refuses tampered, expired and foreign tokens with 401', async () => {
    const user = await t.signUp();
    const [head, payload, signature] = user.token.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.uid)
      .setIssuer('hireready')
      .setAudience('hireready-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough!!'));
    for (const token of [`${head}.${tamperedPayload}.${signature}`, foreign, 'garbage', `${user.token}x`]) {
      const res = await t.call('GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
    }
    // Still good just before the hour is up, refused after it.
    t.clock.advance(59 * 60_000);
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    t.clock.advance(2 * 60_000);
    const expired = await t.call('GET', '/api/auth/me', { token: user.token });
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe('auth/id-token-expired');
  });

  it('answers malformed bodies with a 4xx in the one error shape, never a 500', async () => {
    const cases = [
      { rawBody: '{"email":', headers: { 'content-type': 'application/json' } },
      { rawBody: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { body: { email: 42, password: [] } },
      { body: [] },
      { body: null },
      { body: { email: 'x@example.com' } },
    ];
    for (const c of cases) {
      const res = await t.call('POST', '/api/auth/sign-in', c);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.error.code).toBe('string');
      expect(typeof res.json.error.message).toBe('string');
    }
  });
});
