/**
 * The server's side of the embedded database's thread (decision 012): the part of PGlite's client
 * that drizzle uses (`query`, `transaction`), carried to pglite-thread.ts by messages.
 *
 * Semantics stay PGlite's own: one connection, so a transaction holds the database until it ends
 * and statements from other requests wait for it; a statement is answered only after PostgreSQL
 * has run it, so an acknowledged write is as safe as before.
 */
import { workerScript } from '../lib/server-dir';
import { startWorkerThread } from '../lib/worker-pool/worker-thread';
import type { PgliteThreadData, ThreadQueryResult, ThreadRequest } from './pglite-thread-messages';

type QueryOptions = {
  rowMode?: 'object' | 'array';
  /**
   * Only "keep as text" parsers are supported, which is all drizzle passes (dates and intervals it
   * maps itself): a function cannot cross to the other thread, so only its type id is sent.
   */
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
};

export type PgliteThreadTransaction = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadQueryResult>;
};

export type PgliteThreadClient = PgliteThreadTransaction & {
  transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const textTypesByParsers = new WeakMap<object, number[]>();

function textTypesOf(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  let types = textTypesByParsers.get(parsers);
  if (!types) {
    types = Object.keys(parsers).map(Number);
    textTypesByParsers.set(parsers, types);
  }
  return types;
}

export type PgliteThreadOptions = {
  /**
   * Told once if the thread dies while open (PGlite aborted, out of memory): every statement then
   * fails, so the process should stop and be restarted, as it would have died with PGlite before.
   */
  onLost?: (error: Error) => void;
  /** How many statements the thread keeps prepared (decision 013); tests make it small. */
  statementCacheSize?: number;
};

/** Starts the thread and opens the database in it: `dataDir` on disk, or in memory when null. */
export function startPgliteThread(dataDir: string | null, options: PgliteThreadOptions = {}): Promise<PgliteThreadClient> {
  return startDatabaseThread(workerScript('pglite-thread'), dataDir, options);
}

/** The same with another thread script: tests use one that dies, to see what the server does then. */
export async function startDatabaseThread(
  script: URL,
  dataDir: string | null,
  options: PgliteThreadOptions = {},
): Promise<PgliteThreadClient> {
  let closing = false;
  let started = false;
  const thread = startWorkerThread<ThreadRequest, unknown>({
    script,
    workerOptions: { workerData: { dataDir, statementCacheSize: options.statementCacheSize } satisfies PgliteThreadData },
    errors: {
      stopped: (reason) =>
        new Error(
          closing
            ? 'The embedded database is closed.'
            : 'message' in reason
              ? `The embedded database stopped: ${reason.message}`
              : `The embedded database stopped (exit ${reason.exitCode}).`,
        ),
      // Statements have no time limit here: a transaction may hold the database as long as it runs.
      timedOut: () => new Error('The embedded database took too long.'),
      notStarted: () => new Error('The embedded database did not start.'),
    },
    // Once the thread is gone every statement fails with the reason, so the process should stop
    // and be restarted, as it would have died with PGlite before.
    onGone: (error) => {
      if (started && !closing) options.onLost?.(error);
    },
  });

  function request<T>(message: ThreadRequest): Promise<T> {
    return thread.run(message) as Promise<T>;
  }

  function query(sql: string, params: unknown[] = [], options: QueryOptions = {}, transaction?: number) {
    return request<ThreadQueryResult>({
      type: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: textTypesOf(options.parsers),
      ...(transaction === undefined ? {} : { transaction }),
    });
  }

  try {
    await thread.started;
    started = true;
  } catch (error) {
    await thread.retire(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }

  return {
    query: (sql, params, options) => query(sql, params, options),
    async transaction(work) {
      const transaction = await request<number>({ type: 'begin' });
      const tx: PgliteThreadTransaction = { query: (sql, params, options) => query(sql, params, options, transaction) };
      let result;
      try {
        result = await work(tx);
      } catch (error) {
        // The work's own error is the one to report; a failed ROLLBACK leaves nothing open either.
        await request({ type: 'end', transaction, commit: false }).catch(() => {});
        throw error;
      }
      await request({ type: 'end', transaction, commit: true });
      return result;
    },
    async close() {
      if (!thread.isReady()) return;
      closing = true;
      try {
        await request({ type: 'close' });
      } finally {
        await thread.retire(new Error('The embedded database is closed.'));
      }
    },
  };
}
