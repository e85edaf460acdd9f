/** Password change, forgotten passwords and resets (decision 022), beside the session calls of auth.ts. */
import { proxyHops } from '../env';
import { Hono, type Context } from 'hono';
import {
  ChangePasswordRequestSchema,
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '@hireready/contract';
import { clientAddress } from '../http/client-address';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { changePassword } from '../services/accounts/change-password';
import { requestPasswordReset, resetPassword } from '../services/accounts/password-reset';
import { answerSession } from './session-cookie';

export function accountRoutes(deps: AppDeps, opts: { isSecureRequest: (c: Context) => boolean }) {
  const hops = proxyHops(deps.env);
  const requester = (c: Context) => ({ client: clientAddress(c, hops), perClient: deps.env.CLIENT_RATE_LIMITS === 'on' });
  // With SMTP_URL set, PUBLIC_URL is required (env.ts): links in real e-mail never come from a Host header.
  const resetPageUrl = (c: Context) => new URL('/reset-password', deps.env.PUBLIC_URL ?? new URL(c.req.url).origin).href;

  return new Hono<AppBindings>()
    .post('/change-password', requireAuth(deps), async (c) => {
      const body = await readJson(c, ChangePasswordRequestSchema);
      const session = await changePassword(
        { db: deps.db, tokens: deps.tokens, now: deps.now(), refreshTtlDays: deps.env.REFRESH_TOKEN_TTL_DAYS },
        { userId: c.var.user.uid, currentPassword: body.currentPassword, newPassword: body.newPassword },
      );
      return answerSession(c, session, 200, opts.isSecureRequest(c));
    })
    .post('/forgot-password', async (c) => {
      const body = await readJson(c, ForgotPasswordRequestSchema);
      await requestPasswordReset(
        { db: deps.db, mail: deps.mail, log: c.var.log ?? deps.log, now: deps.now(), resetPageUrl: resetPageUrl(c) },
        { email: body.email, ...requester(c) },
      );
      return c.json({ message: FORGOT_PASSWORD_ANSWER });
    })
    .post('/reset-password', async (c) => {
      const body = await readJson(c, ResetPasswordRequestSchema);
      await resetPassword({ db: deps.db, now: deps.now() }, { token: body.token, newPassword: body.newPassword, ...requester(c) });
      return c.json({ ok: true as const });
    });
}
