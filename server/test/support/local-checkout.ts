import { expect } from 'vitest';
import type { TestApp } from '../harness';

export type User = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * The local test-mode checkout driven the way a browser drives it, for the billing API tests. `app`
 * is read on each call: the suites make their app in beforeAll.
 */
export function localCheckout(app: () => TestApp) {
  async function startCheckout(user: User, tier = 'plus', priceId = 'price_local_plus') {
    return app().call('POST', '/api/stripe/create-checkout-session', {
      token: user.token,
      body: { email: user.email, priceId, tierOption: tier, userId: user.uid },
    });
  }

  /** create → pay on the checkout page → the return address's session id. */
  async function buyPlus(user: User): Promise<string> {
    const created = await startCheckout(user);
    expect(created.status).toBe(200);
    const checkoutPath = new URL(created.json.url, 'http://localhost').pathname;
    const paid = await app().call('POST', `${checkoutPath}/pay`);
    expect(paid.status).toBe(303);
    const sessionId = new URL(paid.headers.get('location') ?? '', 'http://localhost').searchParams.get('session_id');
    if (!sessionId) throw new Error('no session id in the return address');
    return sessionId;
  }

  /** After the clock moves a month the old access token has expired: sign in again. */
  async function signIn(user: User): Promise<User> {
    const res = await app().call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    return { ...user, token: res.json.accessToken };
  }

  async function tier(user: User) {
    const res = await app().call('GET', '/api/user/profile', { token: user.token });
    expect(res.status).toBe(200);
    return res.json.tier;
  }

  return { startCheckout, buyPlus, signIn, tier };
}
