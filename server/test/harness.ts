/**
 * Integration-test harness: the real app in process (`app.request`) on a real database.
 * Suites run on embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set; each
 * PostgreSQL run gets a database of its own, dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { parseEnv, type Env } from '../src/env';
import { createApp } from '../src/http/app';
import type { AppDeps } from '../src/http/types';
import { createLogger } from '../src/lib/logger';
import { createBillingProvider } from '../src/providers/billing/create-billing-provider';
import { createMailer } from '../src/providers/mail/create-mailer';
import { createAiEngine } from '../src/providers/ai';
import { createExtractionProvider } from '../src/providers/extraction';
import { createTokenService, loadAuthSecret } from '../src/services/accounts/tokens';
import { createScratchDatabase } from './support/scratch-postgres';

export type DatabaseKind = 'pglite' | 'postgres';

export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** `describe` once per database this machine offers. */
export function describeEachDatabase(name: string, fn: (kind: DatabaseKind) => void) {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => fn(kind));
}

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: null });
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const scratch = await createScratchDatabase(baseUrl, 'hr_test');
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export type TestClock = { now: () => Date; set(date: Date): void; advance(ms: number): void };

export function testClock(start = new Date()): TestClock {
  let current = start;
  return {
    now: () => new Date(current.getTime()),
    set: (date) => {
      current = date;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Record<keyof Env, string>> = {},
  /** A database the test opened itself (one on disk, to close and open again); closed with the app. */
  given?: Database,
) {
  const database = given ?? (await openTestDatabase(kind));
  // Every in-process request comes from one address, so the per-client limits are off unless a
  // test switches them on to test them.
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_RATE_LIMITS: 'off', ...overrides });
  const clock = testClock();
  const tokens = createTokenService(await loadAuthSecret(database.db, env.AUTH_SECRET), env.ACCESS_TOKEN_TTL_SECONDS, clock.now);
  const log = createLogger('silent');
  const deps: AppDeps = {
    env,
    db: database.db,
    log,
    tokens,
    billing: createBillingProvider({ env, db: database.db, now: clock.now }),
    ai: createAiEngine(env),
    extraction: createExtractionProvider(),
    mail: createMailer(env, log),
    now: clock.now,
  };
  const app = createApp(deps, { webDistDir: null });

  async function call(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string>; rawBody?: RequestInit['body'] } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await app.request(path, {
      method,
      headers,
      body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    const text = await res.text();
    // Tests read answers freely; the assertions are what check their shape.
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  /** Registers a user and returns what a signed-in client holds. */
  async function signUp(email = `user-${randomUUID().slice(0, 8)}@example.com`, password = 'correct-horse') {
    const res = await call('POST', '/api/auth/register', { body: { email, password } });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return {
      uid: res.json.user.uid as string,
      email,
      password,
      token: res.json.accessToken as string,
      cookie: refreshCookie(res.headers),
    };
  }

  async function close() {
    await deps.extraction.close();
    await database.close();
  }

  return { app, db: database.db, env, clock, deps, call, signUp, close };
}

/** The `name=value` of the refresh cookie a response set, ready for a Cookie header. */
export function refreshCookie(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  const match = /hr_refresh=([^;]*)/.exec(setCookie);
  return match ? `hr_refresh=${match[1]}` : '';
}
