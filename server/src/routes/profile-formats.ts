/** The profile in a portable format (issue 20): GET /api/user/profile/export as a JSON Resume file. */
import { Hono } from 'hono';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { exportJsonResume } from '../services/profile-formats/json-resume-export';

export function profileFormatRoutes(deps: AppDeps) {
  // Auth on the route itself: a middleware on this mount would run again for every /user/profile call.
  return new Hono<AppBindings>().get('/export', requireAuth(deps), async (c) => {
    const { resume, fileName } = await exportJsonResume({ db: deps.db, userId: c.var.user.uid, now: deps.now() });
    c.header('Cache-Control', 'no-store');
    const ascii =
      fileName
        .normalize('NFKD')
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/["\\]/g, '') || 'resume.json';
    c.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    return c.body(`${JSON.stringify(resume, null, 2)}\n`, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
