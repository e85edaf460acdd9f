/** Accounts (DESIGN decision 1): the refresh token travels only in an httpOnly cookie. */
import { proxyHops } from '../env';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { CredentialsSchema, RegisterRequestSchema } from '@hireready/contract';
import { clientAddress } from '../http/client-address';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import { requireSameOrigin } from '../http/middleware/same-origin';
import type { AppBindings, AppDeps } from '../http/types';
import {
  type IssuedSession,
  type SessionContext,
  describeAccount,
  refreshSession,
  registerUser,
  signIn,
  signOut,
} from '../services/accounts/sessions';
import { AppError } from '../lib/errors';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH as COOKIE_PATH, answerSession } from './session-cookie';

export function authRoutes(deps: AppDeps, opts: { isSecureRequest: (c: Context) => boolean }) {
  const hops = proxyHops(deps.env);
  const perClient = deps.env.CLIENT_RATE_LIMITS === 'on';
  const sameOrigin = requireSameOrigin({ publicUrl: deps.env.PUBLIC_URL });
  const sessionContext = (): SessionContext => ({
    db: deps.db,
    tokens: deps.tokens,
    now: deps.now(),
    refreshTtlDays: deps.env.REFRESH_TOKEN_TTL_DAYS,
  });

  const answer = (c: Context<AppBindings>, session: IssuedSession, status: 200 | 201) =>
    answerSession(c, session, status, opts.isSecureRequest(c));

  return new Hono<AppBindings>()
    .post('/register', async (c) => {
      const body = await readJson(c, RegisterRequestSchema);
      return answer(c, await registerUser(sessionContext(), body, { client: clientAddress(c, hops), perClient }), 201);
    })
    .post('/sign-in', async (c) => {
      const body = await readJson(c, CredentialsSchema);
      const from = { client: clientAddress(c, hops), refreshToken: getCookie(c, REFRESH_COOKIE), perClient };
      return answer(c, await signIn(sessionContext(), body, from), 200);
    })
    .post('/refresh', sameOrigin, async (c) => {
      const refreshToken = getCookie(c, REFRESH_COOKIE);
      // No cookie at all: this browser has no session to restore. That is not an error (a first
      // visit asks too), so it answers 204; a cookie that is no good is a 401.
      if (!refreshToken) {
        c.header('Cache-Control', 'no-store');
        return c.body(null, 204);
      }
      try {
        return answer(c, await refreshSession(sessionContext(), refreshToken), 200);
      } catch (error) {
        if (error instanceof AppError && error.code === 'auth/user-disabled') {
          deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
        }
        throw error;
      }
    })
    .post('/sign-out', sameOrigin, async (c) => {
      const refreshToken = getCookie(c, REFRESH_COOKIE);
      await signOut(deps.db, refreshToken, deps.now());
      // Only a request that carried the cookie clears it: one without it has nothing to end.
      if (refreshToken !== undefined) {
        deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure: opts.isSecureRequest(c) });
      }
      return c.body(null, 204);
    })
    .get('/me', requireAuth(deps), async (c) => c.json({ user: await describeAccount(deps.db, c.var.user) }));
}
