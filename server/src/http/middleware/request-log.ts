/** A request id on every request and one structured log line per response. */
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../../lib/logger';
import type { AppBindings } from '../types';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestLog(log: Logger) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLogger = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', requestLogger);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // A calendar feed's address is its key: it never goes into the log.
    const path = c.req.path.replace(/^(\/api\/applications\/calendar\/)[^/]+$/, '$1[token]');
    if (!path.startsWith('/api/')) return;
    requestLogger.info('request', {
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(c.var.user ? { uid: c.var.user.uid } : {}),
    });
  });
}
