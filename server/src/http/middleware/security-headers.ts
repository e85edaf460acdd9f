/** Security headers on every response (DESIGN decision 10). */
import { createMiddleware } from 'hono/factory';

const CSP = [
  "default-src 'self'",
  // No inline script anywhere: the built app loads only its own files.
  "script-src 'self'",
  // Templates and the text fitting set style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(opts: { isHttps: (url: string, forwardedProto: string | undefined) => boolean }) {
  return createMiddleware(async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CSP);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    // A page that chose a stricter policy keeps it (the checkout page sends none at all).
    if (!h.has('Referrer-Policy')) h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // HSTS only means something over HTTPS (browsers ignore it on plain HTTP).
    if (opts.isHttps(c.req.url, c.req.header('x-forwarded-proto'))) {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
