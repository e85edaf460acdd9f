/**
 * Refuses cookie-authenticated state changes that another site's page started (sign-out, refresh).
 * Browsers say where a request came from: Sec-Fetch-Site, or Origin in older ones. A request with
 * neither is not from a browser page (curl, a server), which a cross-site attack cannot use.
 */
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../lib/errors';

export function requireSameOrigin(opts: { publicUrl: string | undefined }) {
  return createMiddleware(async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (site === 'same-origin' || (site === undefined && origin === undefined)) return next();
    // The request's host, not its scheme: behind a TLS proxy the server sees http for an https page.
    const ownHost = new URL(opts.publicUrl ?? c.req.url).host;
    if (origin && URL.canParse(origin) && new URL(origin).host === ownHost) return next();
    throw new AppError('FORBIDDEN', 'This request must come from the HireReady app itself.');
  });
}
