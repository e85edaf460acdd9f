/** POST /api/newsletter: the landing page footer's Subscribe box. No sign-in needed. */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { INVALID_EMAIL_MESSAGE, isValidEmail, NewsletterRequestSchema } from '@hireready/contract';
import { readJson } from '../http/read-json';
import type { AppBindings, AppDeps } from '../http/types';
import { AppError } from '../lib/errors';
import { subscribeToNewsletter } from '../services/newsletter/subscribe-to-newsletter';

export function newsletterRoutes(deps: AppDeps) {
  const trustProxy = deps.env.TRUST_PROXY === 'true';
  return new Hono<AppBindings>().post('/', async (c) => {
    const body = await readJson(c, NewsletterRequestSchema);
    if (!isValidEmail(body.email)) throw new AppError('VALIDATION_ERROR', INVALID_EMAIL_MESSAGE);
    await subscribeToNewsletter({ db: deps.db, email: body.email, clientKey: clientAddress(c, trustProxy), now: deps.now() });
    return c.json({ subscribed: true as const });
  });
}

/**
 * The address the rate limit counts against. X-Forwarded-For is only believed behind a proxy we
 * were told about (TRUST_PROXY), otherwise any client could dodge the limit by inventing one.
 */
function clientAddress(c: Context<AppBindings>, trustProxy: boolean): string {
  if (trustProxy) {
    const firstHop = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (firstHop) return firstHop;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket to ask.
    return 'unknown';
  }
}
