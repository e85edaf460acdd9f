/** The account's data (decision 022): download all of it, or delete the account with all of it. */
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DeleteAccountRequestSchema } from '@hireready/contract';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { deleteAccount } from '../services/accounts/delete-account';
import { exportAccount } from '../services/accounts/export-account';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './session-cookie';

export function accountDataRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .get('/export', requireAuth(deps), async (c) => {
      const now = deps.now();
      const data = await exportAccount({ db: deps.db, userId: c.var.user.uid, now });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="hireready-data-${now.toISOString().slice(0, 10)}.json"`);
      return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .delete('/', requireAuth(deps), async (c) => {
      const body = await readJson(c, DeleteAccountRequestSchema);
      await deleteAccount({
        db: deps.db,
        billing: deps.billing,
        log: c.var.log ?? deps.log,
        userId: c.var.user.uid,
        password: body.password,
        now: deps.now(),
      });
      deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      return c.body(null, 204);
    });
}
