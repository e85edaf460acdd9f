/**
 * Which address the per-client limits count against. X-Forwarded-For is written by whoever sends
 * the request, so only the entries our own proxies append are believed: by default none (the
 * socket's peer is the client), behind TRUST_PROXY_HOPS=n the entry n places from the right.
 * Observed through the /api/auth request budget: 20 at once per client, then 429.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

const BURST = 20;

/** Statuses of `count` empty sign-ins (400 until the client's budget is spent, then 429). */
async function spend(send: (i: number) => Promise<number>, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await send(i));
  return statuses;
}

describe('the client address behind the per-client limits', () => {
  describe('by default: the socket, whatever X-Forwarded-For says', () => {
    let t: TestApp;
    let server: ServerType;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp('pglite', { CLIENT_RATE_LIMITS: 'on' });
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    });

    it('counts a client that writes a new X-Forwarded-For on every request as one client', async () => {
      const statuses = await spend(async (i) => {
        const res = await fetch(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: '{}',
        });
        return res.status;
      }, BURST + 2);
      expect(statuses.slice(0, BURST).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(BURST)).toEqual([429, 429]);
    });
  });

  describe('behind one proxy of ours (TRUST_PROXY=true, one hop unless told)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { TRUST_PROXY: 'true', CLIENT_RATE_LIMITS: 'on' });
    });
    afterAll(async () => {
      await t.close();
    });
    const signIn = (forwardedFor: string) =>
      t.call('POST', '/api/auth/sign-in', { body: {}, headers: { 'x-forwarded-for': forwardedFor } }).then((res) => res.status);

    it('keys on the entry the proxy appended: a forged first entry does not change the key', async () => {
      // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
      const statuses = await spend((i) => signIn(`198.51.100.${i}, 203.0.113.40`), BURST + 2);
      expect(statuses.slice(0, BURST).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(BURST)).toEqual([429, 429]);
      // Another client behind the same proxy has its own budget, whatever it writes first.
      expect(await signIn('203.0.113.40, 203.0.113.41')).toBe(400);
    });

    it('with two proxies, takes the entry two places from the right', async () => {
      const behindTwo = await createTestApp('pglite', { TRUST_PROXY_HOPS: '2', CLIENT_RATE_LIMITS: 'on' });
      try {
        const statuses = await spend(
          (i) =>
            behindTwo
              .call('POST', '/api/auth/sign-in', { body: {}, headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.50, 10.0.0.${i}` } })
              .then((res) => res.status),
          BURST + 1,
        );
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await behindTwo.close();
      }
    });
  });
});
