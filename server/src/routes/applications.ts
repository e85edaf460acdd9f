/** Job applications under /api/applications (DESIGN decision 12, decision 017). */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ApplicationListQuerySchema,
  BulkUpdateRequestSchema,
  CreateApplicationRequestSchema,
  FollowUpDraftRequestSchema,
  ImportRequestSchema,
  UpdateApplicationRequestSchema,
  UpdateApplicationSettingsSchema,
  type ApplicationSettings,
} from '@hireready/contract';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { AppError, errorBody } from '../lib/errors';
import { buildCalendarFeed } from '../services/applications/calendar-feed';
import { draftFollowUp } from '../services/applications/draft-follow-up';
import { exportApplicationsCsv } from '../services/applications/export-csv';
import { importApplicationsCsv } from '../services/applications/import-csv';
import { getInsights } from '../services/applications/insights';
import { getBoard, listApplications } from '../services/applications/list-applications';
import {
  bulkUpdateApplications,
  createApplication,
  deleteApplication,
  getApplication,
  updateApplication,
} from '../services/applications/manage-application';
import { getApplicationsOverview } from '../services/applications/overview';
import {
  findCalendarOwner,
  getTrackerSettings,
  replaceCalendarToken,
  setNoReplyDays,
  type TrackerSettings,
} from '../services/applications/settings';

const BoardQuerySchema = z.object({ perColumn: z.coerce.number().int().min(1).max(50).default(20) });

function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_ERROR', issue ? `${issue.path.join('.') || 'query'}: ${issue.message}` : 'Invalid query.');
  }
  return parsed.data;
}

export function applicationRoutes(deps: AppDeps) {
  const origin = (c: Context) => (deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL).origin : new URL(c.req.url).origin);
  const settingsView = (c: Context, settings: TrackerSettings): ApplicationSettings => ({
    noReplyDays: settings.noReplyDays,
    calendarUrl: `${origin(c)}/api/applications/calendar/${settings.calendarToken}.ics`,
  });
  const who = (c: Context<AppBindings>) => ({ db: deps.db, userId: c.var.user.uid, now: deps.now() });

  return (
    new Hono<AppBindings>()
      // The feed is read by calendar apps, which carry no bearer token: the address's token is the key.
      .get('/calendar/:file', async (c) => {
        const token = c.req.param('file').replace(/\.ics$/, '');
        const userId = await findCalendarOwner(deps.db, token);
        if (!userId) return c.json(errorBody('NOT_FOUND', 'No calendar at this address. It may have been replaced.'), 404);
        const feed = await buildCalendarFeed({ db: deps.db, userId, appOrigin: origin(c) });
        c.header('Cache-Control', 'private, no-cache');
        c.header('Referrer-Policy', 'no-referrer');
        return c.body(feed, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="applications.ics"',
        });
      })
      .use(requireAuth(deps))
      .get('/', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await listApplications({ ...who(c), query: parseQuery(c, ApplicationListQuerySchema) }));
      })
      .post('/', async (c) => {
        const input = await readJson(c, CreateApplicationRequestSchema);
        return c.json(await createApplication({ ...who(c), input }), 201);
      })
      .get('/board', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await getBoard({ ...who(c), perColumn: parseQuery(c, BoardQuerySchema).perColumn }));
      })
      .get('/overview', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await getApplicationsOverview(who(c)));
      })
      .get('/insights', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await getInsights(who(c)));
      })
      .get('/export', async (c) => {
        const csv = await exportApplicationsCsv(who(c));
        const day = deps.now().toISOString().slice(0, 10);
        c.header('Cache-Control', 'no-store');
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8; header=present',
          'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
        });
      })
      .post('/import', async (c) => {
        const request = await readJson(c, ImportRequestSchema);
        return c.json(await importApplicationsCsv({ ...who(c), request }));
      })
      .post('/bulk', async (c) => {
        const { ids, ...change } = await readJson(c, BulkUpdateRequestSchema);
        return c.json({ updated: await bulkUpdateApplications({ ...who(c), ids, change }) });
      })
      .get('/settings', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(settingsView(c, await getTrackerSettings(deps.db, c.var.user.uid)));
      })
      .patch('/settings', async (c) => {
        const { noReplyDays } = await readJson(c, UpdateApplicationSettingsSchema);
        return c.json(settingsView(c, await setNoReplyDays({ ...who(c), noReplyDays })));
      })
      .post('/settings/calendar-token', async (c) => {
        return c.json(settingsView(c, await replaceCalendarToken(who(c))));
      })
      .get('/:id', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await getApplication({ ...who(c), applicationId: c.req.param('id') }));
      })
      .patch('/:id', async (c) => {
        const input = await readJson(c, UpdateApplicationRequestSchema);
        return c.json(await updateApplication({ ...who(c), applicationId: c.req.param('id'), input }));
      })
      .delete('/:id', async (c) => {
        await deleteApplication({ db: deps.db, userId: c.var.user.uid, applicationId: c.req.param('id') });
        return c.body(null, 204);
      })
      .post('/:id/follow-up-draft', async (c) => {
        const { kind } = await readJson(c, FollowUpDraftRequestSchema);
        return c.json(await draftFollowUp({ ...who(c), ai: deps.ai, applicationId: c.req.param('id'), kind }));
      })
  );
}
