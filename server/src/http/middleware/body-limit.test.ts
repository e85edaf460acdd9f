import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit';

const LIMIT = 100;

/** Sends a body over real HTTP, with its length declared or in chunks of unknown total length. */
function post(port: number, chunks: string[], framing: 'content-length' | 'chunked'): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = chunks.join('');
    const headers: Record<string, string> =
      framing === 'content-length' ? { 'content-length': String(Buffer.byteLength(body)) } : { 'transfer-encoding': 'chunked' };
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/echo', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('the request body limit, over real HTTP', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    const app = new Hono();
    app.use(
      bodyLimit({
        maxSize: LIMIT,
        onError: () => {
          throw new Error('too large');
        },
      }),
    );
    app.post('/echo', async (c) => c.text(`read ${(await c.req.text()).length}`));
    app.onError((error, c) => c.text(error.message, error.message === 'too large' ? 413 : 500));
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('lets a body of the declared length through up to the limit, and refuses one byte more', async () => {
    expect(await post(port, ['x'.repeat(LIMIT)], 'content-length')).toEqual({ status: 200, text: `read ${LIMIT}` });
    expect(await post(port, ['x'.repeat(LIMIT + 1)], 'content-length')).toEqual({ status: 413, text: 'too large' });
  });

  it('counts a chunked body as it arrives, since no header states its length', async () => {
    expect(await post(port, ['x'.repeat(60), 'y'.repeat(40)], 'chunked')).toEqual({ status: 200, text: `read ${LIMIT}` });
    expect(await post(port, ['x'.repeat(60), 'y'.repeat(41)], 'chunked')).toEqual({ status: 413, text: 'too large' });
  });

  it('passes a request without a body', async () => {
    expect(await post(port, [], 'content-length')).toEqual({ status: 200, text: 'read 0' });
  });
});
