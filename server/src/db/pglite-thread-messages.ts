/**
 * What the server's thread asks the embedded database's thread (pglite-thread.ts); the envelope,
 * replies and errors are the worker pool's (lib/worker-pool/messages.ts).
 */

/** What the thread is started with: `dataDir` on disk, or in memory when null. */
export type PgliteThreadData = { dataDir: string | null; statementCacheSize?: number };

export type ThreadQuery = {
  type: 'query';
  sql: string;
  params: unknown[];
  rowMode: 'object' | 'array';
  /** Type ids whose values come back as PostgreSQL printed them (drizzle maps dates itself). */
  textTypes: number[];
  /** Runs inside this open transaction; without it, on its own, after any open transaction. */
  transaction?: number;
};

export type ThreadRequest = ThreadQuery | { type: 'begin' } | { type: 'end'; transaction: number; commit: boolean } | { type: 'close' };

export type ThreadQueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
};
