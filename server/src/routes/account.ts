/** Password change, forgotten passwords and resets (decision 022), beside the session calls of auth.ts. */
import { Hono, type Context } from 'hono';
import { ChangePasswordRequestSchema } from '@hireready/contract';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { changePassword } from '../services/accounts/change-password';
import { answerSession } from './session-cookie';

export function accountRoutes(deps: AppDeps, opts: { isSecureRequest: (c: Context) => boolean }) {
  return new Hono<AppBindings>().post('/change-password', requireAuth(deps), async (c) => {
    const body = await readJson(c, ChangePasswordRequestSchema);
    const session = await changePassword(
      { db: deps.db, tokens: deps.tokens, now: deps.now(), refreshTtlDays: deps.env.REFRESH_TOKEN_TTL_DAYS },
      { userId: c.var.user.uid, currentPassword: body.currentPassword, newPassword: body.newPassword },
    );
    return answerSession(c, session, 200, opts.isSecureRequest(c));
  });
}
