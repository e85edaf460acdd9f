/**
 * A request budget per client address (a token bucket kept in this process): a burst, then a
 * steady rate. In front of /api/auth, where every request may cost a password hash, so one client
 * cannot take the server's hashing for itself. Copies behind a load balancer each keep their own.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../lib/errors';

type Bucket = { tokens: number; at: number };

/** Past this many clients, buckets that have refilled are dropped (they are the same as new). */
const CLIENTS_MAX = 10_000;

export function clientBudget(opts: { burst: number; perSecond: number; clientOf: (c: Context) => string; now: () => Date }) {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, at: number) => Math.min(opts.burst, bucket.tokens + ((at - bucket.at) / 1000) * opts.perSecond);

  return createMiddleware(async (c, next) => {
    const at = opts.now().getTime();
    const client = opts.clientOf(c);
    const bucket = buckets.get(client) ?? { tokens: opts.burst, at };
    const tokens = refill(bucket, at);
    if (tokens < 1) {
      buckets.set(client, { tokens, at });
      c.header('Retry-After', String(Math.ceil((1 - tokens) / opts.perSecond)));
      throw new AppError('RATE_LIMITED', 'Too many requests from your network. Please wait a moment and try again.');
    }
    if (!buckets.has(client) && buckets.size >= CLIENTS_MAX) {
      for (const [key, other] of buckets) if (refill(other, at) >= opts.burst) buckets.delete(key);
    }
    buckets.set(client, { tokens: tokens - 1, at });
    await next();
  });
}
