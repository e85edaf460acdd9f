import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../http/types';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/health', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'up' });
    } catch (error) {
      c.var.log.error('health check: database unreachable', { error });
      return c.json({ status: 'error', database: 'down' }, 503);
    }
  });
}
