/**
 * Starts the server: configuration, database (migrated), HTTP. Stops gracefully on SIGTERM and
 * SIGINT: finishes requests in flight, then closes the database cleanly.
 */
import { serve } from '@hono/node-server';
import { openDatabase } from './db/client';
import { EnvError, parseEnv } from './env';
import { createApp } from './http/app';
import { createLogger } from './lib/logger';
import { createBillingProvider } from './providers/billing/create-billing-provider';
import { createAiEngine } from './providers/ai';
import { createTokenService, loadAuthSecret } from './services/accounts/tokens';

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
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const tokens = createTokenService(await loadAuthSecret(database.db, env.AUTH_SECRET), env.ACCESS_TOKEN_TTL_SECONDS);
  const billing = createBillingProvider({ env, db: database.db, now: () => new Date() });
  const app = createApp(
    { env, db: database.db, log, tokens, billing, ai: createAiEngine(env), now: () => new Date() },
    { webDistDir: env.WEB_DIST_DIR || null },
  );

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info('listening', { url: `http://localhost:${info.port}`, database: database.kind });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    // Requests in flight finish; a stuck one cannot hold the process forever.
    const force = setTimeout(() => {
      log.warn('forced stop after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await import('./providers/extraction').then((extraction) => extraction.closeExtractionPool());
      await database.close();
      log.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
