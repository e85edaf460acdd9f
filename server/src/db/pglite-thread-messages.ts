/** What the server's thread and the embedded database's thread (pglite-thread.ts) say to each other. */

/** What the thread is started with: `dataDir` on disk, or in memory when null. */
export type PgliteThreadData = { dataDir: string | null; statementCacheSize?: number };

export type ThreadQuery = {
  type: 'query';
  id: number;
  sql: string;
  params: unknown[];
  rowMode: 'object' | 'array';
  /** Type ids whose values come back as PostgreSQL printed them (drizzle maps dates itself). */
  textTypes: number[];
  /** Runs inside this open transaction; without it, on its own, after any open transaction. */
  transaction?: number;
};

export type ThreadRequest =
  | ThreadQuery
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; transaction: number; commit: boolean }
  | { type: 'close'; id: number };

export type ThreadQueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
};

/** A database error's own fields: message, and code, detail, constraint… when PostgreSQL gave them. */
export type ThreadError = { message: string } & Record<string, string | number>;

/** Id 0 answers the thread's start: 'ready' once the database is open. */
export type ThreadReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ThreadError };
