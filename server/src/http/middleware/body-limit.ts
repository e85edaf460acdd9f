/**
 * Refuses request bodies over a size limit before anything reads them.
 *
 * Hono's bodyLimit asks for `c.req.raw.body` first, and on Node that makes the adapter build a
 * whole WHATWG Request with a body stream and an abort signal for every request, even one whose
 * size its headers already state (decision 013 has its cost). Node's HTTP parser has read
 * the framing, so here the declared length decides when there is one; only a body of unknown length
 * (Transfer-Encoding: chunked), or a request that did not come through Node's server (tests call
 * the app in process), goes through Hono's counting reader.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as countingBodyLimit } from 'hono/body-limit';

export function bodyLimit(options: { maxSize: number; onError: (c: Context) => never }): MiddlewareHandler {
  const counting = countingBodyLimit(options);
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // HTTP/2 frames a body without Content-Length: only HTTP/1 framing is read here.
    if (!incoming || incoming.httpVersionMajor !== 1 || incoming.headers['transfer-encoding'] !== undefined) {
      return counting(c, next);
    }
    // HTTP/1.1 framing (RFC 9112 section 6.3): without Transfer-Encoding the body is exactly
    // Content-Length bytes, and none without it; Node has already refused a malformed length.
    const declared = Number(incoming.headers['content-length'] ?? '0');
    if (declared > options.maxSize) options.onError(c);
    await next();
  };
}
