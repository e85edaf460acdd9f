/**
 * Starts the server: configuration, database (migrated), HTTP. Stops gracefully on SIGTERM and
 * SIGINT: finishes requests in flight, then closes the database cleanly.
 */
import { serve } from '@hono/node-server';
import { openDatabase } from './db/client';
import { EnvError, parseEnv } from './env';
import { createApp } from './http/app';
import { createLogger } from './lib/logger';
import { createMailer } from './providers/mail/create-mailer';
import { createBillingProvider } from './providers/billing/create-billing-provider';
import { createAiEngine } from './providers/ai';
import { createExtractionProvider } from './providers/extraction';
import { pruneRefreshTokens } from './services/accounts/sessions';
import { pruneRateLimits } from './services/rate-limit/consume-rate-limit';
import { createTokenService, loadAuthSecret } from './services/accounts/tokens';

type Running = { close(): Promise<void> };

/**
 * Signal handlers go in first, before the database starts: a SIGTERM handler added after PGlite
 * has started is never called (seen with `node --import tsx`), and a signal during start-up must
 * still close what was opened.
 */
let running: Running | null = null;
let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'stopping', signal })}\n`);
  // Requests in flight finish; a stuck one cannot hold the process forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  void (running ? running.close() : Promise.resolve()).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL, { service: 'hireready' });
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : {
          dataDir: env.DATA_DIR,
          // Nothing can be served without the database: stop, so a supervisor starts a fresh process
          // (PGlite replays its log on start, as after any crash).
          onLost: (error) => {
            log.error('database lost', { error: error.message });
            process.exit(1);
          },
        },
  );
  running = { close: () => database.close() };
  if (stopping) return void (await database.close());
  const tokens = createTokenService(await loadAuthSecret(database.db, env.AUTH_SECRET), env.ACCESS_TOKEN_TTL_SECONDS);
  await Promise.all([pruneRefreshTokens(database.db, new Date()), pruneRateLimits(database.db, new Date())]);
  // Counters of clients long gone would otherwise stay forever; an hour between prunes is plenty.
  const pruning = setInterval(() => void pruneRateLimits(database.db, new Date()).catch(() => {}), 3600_000);
  pruning.unref();
  const billing = createBillingProvider({ env, db: database.db, now: () => new Date() });
  const extraction = createExtractionProvider();
  const app = createApp(
    {
      env,
      db: database.db,
      log,
      tokens,
      billing,
      ai: createAiEngine(env),
      extraction,
      mail: createMailer(env, log),
      now: () => new Date(),
    },
    { webDistDir: env.WEB_DIST_DIR || null },
  );

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info('listening', { url: `http://localhost:${info.port}`, database: database.kind, mail: env.SMTP_URL ? 'smtp' : 'log' });
  });
  running = {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(async () => {
          await extraction.close();
          await database.close();
          log.info('stopped');
          resolve();
        });
        // Idle keep-alive connections would hold close() open; requests in flight still finish.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      }),
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
