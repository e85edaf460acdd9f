/**
 * Checkout return addresses (issue 15, finding 3): they never come from the request's Host. The
 * local checkout sends the browser back with paths on this server; with PUBLIC_URL, to that origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/env';
import { createTestApp, type TestApp } from '../harness';

/** A checkout created through a request whose Host (and so its URL) names another site. */
async function checkoutViaForgedHost(t: TestApp) {
  const user = await t.signUp();
  const created = await t.call('POST', 'http://evil.example/api/stripe/create-checkout-session', {
    token: user.token,
    body: { email: user.email, priceId: 'price_local_plus', tierOption: 'plus', userId: user.uid },
  });
  expect(created.status).toBe(200);
  const checkoutPath = new URL(created.json.url, 'http://unused.invalid').pathname;
  const page = await t.call('GET', `http://evil.example${checkoutPath}`);
  const paid = await t.call('POST', `http://evil.example${checkoutPath}/pay`);
  expect(paid.status).toBe(303);
  return { url: created.json.url as string, page: page.text, location: paid.headers.get('location') ?? '' };
}

describe('checkout return addresses', () => {
  describe('without PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite');
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers paths on this server, whatever Host the request named', async () => {
      const { url, page, location } = await checkoutViaForgedHost(t);
      expect(url).toMatch(/^\/checkout\/cs_local_[\w-]+$/);
      expect(page).toContain('href="/app/dashboard"');
      expect(location).toMatch(/^\/app\/dashboard\?success=true&tier=plus&session_id=cs_local_/);
      for (const text of [url, page, location]) expect(text).not.toContain('evil.example');
    });
  });

  describe('with PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { PUBLIC_URL: 'https://app.hireready.example/' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers addresses on PUBLIC_URL, whatever Host the request named', async () => {
      const { url, page, location } = await checkoutViaForgedHost(t);
      expect(url).toMatch(/^https:\/\/app\.hireready\.example\/checkout\/cs_local_/);
      expect(page).toContain('href="https://app.hireready.example/app/dashboard"');
      expect(location).toMatch(/^https:\/\/app\.hireready\.example\/app\/dashboard\?success=true/);
      for (const text of [url, page, location]) expect(text).not.toContain('evil.example');
    });
  });

  it('refuses to start in production with Stripe but no PUBLIC_URL', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PLUS: 'price_x' };
    expect(() => parseEnv({ NODE_ENV: 'production', ...stripe })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production', ...stripe })).toThrow(/PUBLIC_URL is required/);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com', ...stripe }).PUBLIC_URL).toBe(
      'https://app.example.com',
    );
  });
});
