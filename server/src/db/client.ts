/**
 * Opens the database: embedded PostgreSQL (PGlite) in DATA_DIR by default, a PostgreSQL server
 * when DATABASE_URL is set. Both run the same migrations before anything else touches them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_DIR } from '../lib/server-dir';
import * as schema from './schema';
import { acquireDirLock } from './dir-lock';
import { startPgliteThread, type PgliteThreadClient } from './pglite-thread-client';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/**
 * Databases this process alone can write: the embedded one, whose folder lock keeps every other
 * process out. What this process has read there stays true until it writes it itself.
 */
const soleWriterDbs = new WeakSet<Db>();

export function isSoleWriter(db: Db): boolean {
  return soleWriterDbs.has(db);
}

const MIGRATIONS_DIR = fileURLToPath(new URL('drizzle', SERVER_DIR));

export type DatabaseOptions =
  | { databaseUrl: string }
  /**
   * `dataDir: null` keeps the embedded database in memory (tests). `onLost` is told if the embedded
   * database's thread dies while open; nothing can be read or written after that.
   */
  | { dataDir: string | null; onLost?: (error: Error) => void };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'databaseUrl' in options ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.onLost);
}

async function openPglite(dataDir: string | null, onLost?: (error: Error) => void): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  let releaseLock = () => {};
  let pgdata: string | null = null;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    // PGlite does not lock its folder: two processes on one folder would corrupt it.
    releaseLock = acquireDirLock(dir);
    pgdata = path.join(dir, 'pgdata');
  }
  let client: PgliteThreadClient;
  try {
    // PGlite runs in a thread of its own (decision 012); drizzle talks to it as to PGlite itself.
    client = await startPgliteThread(pgdata, { onLost });
  } catch (error) {
    releaseLock();
    throw error;
  }
  try {
    const db = drizzle(client as unknown as PGlite, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    soleWriterDbs.add(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  try {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async close() {
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
