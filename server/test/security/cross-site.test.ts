/**
 * Cross-site requests (issue 15, findings 4 and 8): another site's page cannot sign the user out or
 * spend their refresh token, a request without the cookie clears nothing, and the checkout page
 * keeps its own Referrer-Policy.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, refreshCookie, type TestApp } from '../harness';

/** What a browser adds to a form POST from another site's page. */
const FROM_ANOTHER_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
/** What it adds to our own app's fetch. */
const FROM_OUR_APP = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };

describeEachDatabase('cross-site requests', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a sign-out from another site and sends no clearing cookie', async () => {
    const user = await t.signUp();
    // The form POST carries no cookie (SameSite=Strict), but the answer used to clear it anyway.
    const res = await t.call('POST', '/api/auth/sign-out', { headers: FROM_ANOTHER_SITE });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
    expect(res.headers.get('set-cookie')).toBeNull();
    // An older browser that sends Origin alone is judged by it.
    const byOrigin = await t.call('POST', '/api/auth/sign-out', { headers: { origin: 'https://evil.example' }, cookie: user.cookie });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.headers.get('set-cookie')).toBeNull();
    // The session is untouched.
    expect((await t.call('POST', '/api/auth/refresh', { cookie: user.cookie, headers: FROM_OUR_APP })).status).toBe(200);
  });

  it('clears the cookie only when the sign-out carried one', async () => {
    const user = await t.signUp();
    const without = await t.call('POST', '/api/auth/sign-out', { headers: FROM_OUR_APP });
    expect(without.status).toBe(204);
    expect(without.headers.get('set-cookie')).toBeNull();
    const withCookie = await t.call('POST', '/api/auth/sign-out', { headers: FROM_OUR_APP, cookie: user.cookie });
    expect(withCookie.status).toBe(204);
    expect(withCookie.headers.get('set-cookie')).toMatch(/hr_refresh=;.*Max-Age=0/i);
    expect((await t.call('POST', '/api/auth/refresh', { cookie: user.cookie })).status).toBe(401);
  });

  it('refuses a refresh from another site without spending the token', async () => {
    const user = await t.signUp();
    const res = await t.call('POST', '/api/auth/refresh', { cookie: user.cookie, headers: FROM_ANOTHER_SITE });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    const own = await t.call('POST', '/api/auth/refresh', { cookie: user.cookie, headers: FROM_OUR_APP });
    expect(own.status).toBe(200);
    expect(refreshCookie(own.headers)).not.toBe('');
  });

  it('keeps the checkout page Referrer-Policy: no-referrer, and the default elsewhere', async () => {
    const page = await t.app.request('/checkout/cs_local_abcdefghijkl');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const api = await t.app.request('/api/health');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
