/**
 * Headers and secrets (issue: proof under load, faults and bad input, point 8): security headers on
 * every kind of answer, HSTS and Secure cookies over HTTPS, and no stack trace or internal detail
 * in any error answer, even when the database is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

function expectSecurityHeaders(headers: Headers, label: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('x-request-id'), label).toMatch(/^[A-Za-z0-9._-]+$/);
}

describe('security headers and secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the security headers on success, client errors and unknown paths', async () => {
    const user = await t.signUp();
    const answers = [
      ['health 200', await t.app.request('/api/health')],
      ['profile 200', await t.app.request('/api/user/profile', { headers: { authorization: `Bearer ${user.token}` } })],
      ['no token 401', await t.app.request('/api/user/profile')],
      [
        'bad json 400',
        await t.app.request('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      ],
      ['unknown api 404', await t.app.request('/api/nope')],
      ['checkout 404 page', await t.app.request('/checkout/cs_unknown')],
    ] as const;
    for (const [label, res] of answers) expectSecurityHeaders(res.headers, label);
  });

  it('sends HSTS and marks the refresh cookie Secure only over HTTPS', async () => {
    const plain = await t.app.request('http://localhost/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await t.app.request('https://localhost/api/health');
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    const overHttps = await t.app.request('https://localhost/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'secure-cookie@example.com', password: 'secret1' }),
    });
    const cookie = overHttps.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('never shows a stack trace, a file path or a database message, even when the database is gone', async () => {
    const broken = await createTestApp('pglite');
    const user = await broken.signUp();
    await broken.close();
    for (const [method, path, body] of [
      ['GET', '/api/user/profile', undefined],
      ['POST', '/api/auth/sign-in', { email: user.email, password: user.password }],
      ['POST', '/api/documents', { html: '<p>x</p>', templateId: 'classic' }],
    ] as const) {
      const res = await broken.call(method, path, { token: user.token, ...(body ? { body } : {}) });
      expect(res.status, path).toBeGreaterThanOrEqual(500);
      expect(res.json.error.code).toMatch(/INTERNAL|UNAUTHORIZED/);
      expect(res.text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|PGlite|postgres|SELECT|stack/i);
    }
    const health = await broken.call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.json).toEqual({ status: 'error', database: 'down' });
  });
});
