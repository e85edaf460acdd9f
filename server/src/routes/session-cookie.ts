/** How a new session is answered (DESIGN decision 1): the refresh token travels only in an httpOnly cookie. */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppBindings } from '../http/types';
import type { IssuedSession } from '../services/accounts/sessions';

export const REFRESH_COOKIE = 'hr_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

export function answerSession(c: Context<AppBindings>, session: IssuedSession, status: 200 | 201, secure: boolean) {
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: REFRESH_COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ user: session.user, accessToken: session.accessToken, expiresAt: session.expiresAt.toISOString() }, status);
}
