/** POST /api/newsletter: the landing page footer's Subscribe box. No sign-in needed. */
import { proxyHops } from '../env';
import { Hono } from 'hono';
import { INVALID_EMAIL_MESSAGE, isValidEmail, NewsletterRequestSchema } from '@hireready/contract';
import { clientAddress } from '../http/client-address';
import { readJson } from '../http/read-json';
import type { AppBindings, AppDeps } from '../http/types';
import { AppError } from '../lib/errors';
import { subscribeToNewsletter } from '../services/newsletter/subscribe-to-newsletter';

export function newsletterRoutes(deps: AppDeps) {
  const hops = proxyHops(deps.env);
  return new Hono<AppBindings>().post('/', async (c) => {
    const body = await readJson(c, NewsletterRequestSchema);
    if (!isValidEmail(body.email)) throw new AppError('VALIDATION_ERROR', INVALID_EMAIL_MESSAGE);
    await subscribeToNewsletter({ db: deps.db, email: body.email, clientKey: clientAddress(c, hops), now: deps.now() });
    return c.json({ subscribed: true as const });
  });
}
