/**
 * A server for benchmarks: the real app on a real database, with users made ready to generate.
 * It prints one JSON line `{ port, users: [{ uid, token, email, password }] }` on stdout once it listens,
 * then `{ liveHeapMb }` after each full garbage collection.
 *
 * Environment: BENCH_USERS (how many users), BENCH_TIER (their plan, set directly in the database
 * because a benchmark has no card to pay with), DATABASE_URL (else a fresh PGlite folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { ProfileDataSchema, TierSchema } from '@hireready/contract';
import { openDatabase } from '../../server/src/db/client';
import { userPlans } from '../../server/src/db/schema';
import { parseEnv } from '../../server/src/env';
import { createApp } from '../../server/src/http/app';
import { createLogger } from '../../server/src/lib/logger';
import { createAiEngine } from '../../server/src/providers/ai';
import { createExtractionProvider } from '../../server/src/providers/extraction';
import { createBillingProvider } from '../../server/src/providers/billing/create-billing-provider';
import { createMailer } from '../../server/src/providers/mail/create-mailer';
import { registerUser } from '../../server/src/services/accounts/sessions';
import { createTokenService, loadAuthSecret } from '../../server/src/services/accounts/tokens';
import { updateProfile } from '../../server/src/services/profiles/profiles';

const userCount = Number(process.env.BENCH_USERS ?? '20');
const tier = TierSchema.parse(process.env.BENCH_TIER ?? 'plus');
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST_DIR: '' });
const dataDir = env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'hireready-bench-'));
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: dataDir! });
const now = () => new Date();
const tokens = createTokenService(await loadAuthSecret(database.db, env.AUTH_SECRET), env.ACCESS_TOKEN_TTL_SECONDS, now);
const app = createApp(
  {
    env,
    db: database.db,
    log: createLogger('silent'),
    tokens,
    billing: createBillingProvider({ env, db: database.db, now }),
    ai: createAiEngine(env),
    extraction: createExtractionProvider(),
    mail: createMailer(env, createLogger('silent')),
    now,
  },
  { webDistDir: null },
);

const profileFile = path.resolve(import.meta.dirname, '../fixtures/sample-profile.json');
const profile = ProfileDataSchema.parse(JSON.parse(fs.readFileSync(profileFile, 'utf8')));
const users: { uid: string; token: string; email: string; password: string }[] = [];
for (let i = 0; i < userCount; i++) {
  const email = `bench-${i}-${Date.now()}@example.com`;
  const password = 'benchmark-password';
  const session = await registerUser(
    { db: database.db, tokens, now: now(), refreshTtlDays: 1 },
    { email, password },
    { client: 'bench', perClient: false },
  );
  await updateProfile({ db: database.db, userId: session.user.uid, data: profile, now: now() });
  await database.db.update(userPlans).set({ tier }).where(eq(userPlans.userId, session.user.uid));
  users.push({ uid: session.user.uid, token: session.accessToken, email, password });
}

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port, users })}\n`);
  reportLiveHeap();
});

/**
 * After each full garbage collection, one line `{"liveHeapMb": n}`: the JavaScript the server still
 * holds. A leak grows it; RSS also moves with V8's choice of heap size (a few times the live heap
 * under a high allocation rate), which grows over the first minutes of a run and is no leak.
 */
function reportLiveHeap() {
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      if (detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      process.stdout.write(`${JSON.stringify({ liveHeapMb: Math.round(process.memoryUsage().heapUsed / 1048576) })}\n`);
    }
  }).observe({ entryTypes: ['gc'] });
}

const stop = () =>
  server.close(async () => {
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
