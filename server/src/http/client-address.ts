/**
 * The address per-client limits count against. By default it is the socket's peer. Behind
 * proxies of ours (TRUST_PROXY_HOPS), each proxy appends the address it was reached from to
 * X-Forwarded-For, so the client is the entry that many places from the right: anything to its
 * left was written by the client and would let it pick its own key.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket to ask.
    return 'unknown';
  }
}

export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const appended = entries[entries.length - proxyHops];
    // Fewer entries than proxies: the request did not come through them all; the peer is all we know.
    if (entries.length >= proxyHops && appended) return appended;
  }
  return socketAddress(c);
}
