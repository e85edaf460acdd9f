import type { TestApp } from '../harness';

/**
 * Calls the applications API tests make again and again. `app` is read on each call: the suites make
 * their app in beforeAll.
 */
export function applicationsApi(app: () => TestApp) {
  /** The clock moves by days in these tests; an hour's token would expire, so sign in again. */
  async function signIn(user: { email: string; password: string }): Promise<string> {
    const res = await app().call('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password } });
    return res.json.accessToken as string;
  }
  const create = (token: string, body: Record<string, unknown>) => app().call('POST', '/api/applications', { token, body });
  return { signIn, create };
}
