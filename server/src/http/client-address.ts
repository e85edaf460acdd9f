/**
 * The address per-client limits count against. X-Forwarded-For is only believed behind a proxy we
 * were told about (TRUST_PROXY), otherwise any client could dodge a limit by inventing one.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: boolean): string {
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
