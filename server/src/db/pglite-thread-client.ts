/**
 * The server's side of the embedded database's thread (decision 012): the part of PGlite's client
 * that drizzle uses (`query`, `transaction`), carried to pglite-thread.ts by messages.
 *
 * Semantics stay PGlite's own: one connection, so a transaction holds the database until it ends
 * and statements from other requests wait for it; a statement is answered only after PostgreSQL
 * has run it, so an acknowledged write is as safe as before.
 */
import { Worker } from 'node:worker_threads';
import { workerScript } from '../lib/server-dir';
import type { PgliteThreadData, ThreadError, ThreadQueryResult, ThreadReply, ThreadRequest } from './pglite-thread-messages';

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

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** An Error with PostgreSQL's fields (code, detail, constraint…) copied back onto it. */
function toError(fields: ThreadError): Error {
  return Object.assign(new Error(fields.message), fields);
}

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
  const worker = new Worker(script, {
    workerData: { dataDir, statementCacheSize: options.statementCacheSize } satisfies PgliteThreadData,
    // The thread is compiled JavaScript, so not the parent's tsx; a CPU profile (bench) covers it too.
    execArgv: process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')),
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  /** Set once the thread is gone: every later call fails with it instead of waiting forever. */
  let failure: Error | null = null;
  let closing = false;
  let started = false;

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));

  function failAll(error: Error) {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    if (started && !closing) options.onLost?.(error);
  }

  worker.on('message', (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(toError(reply.error));
  });
  worker.on('error', (error) => failAll(new Error(`The embedded database stopped: ${error.message}`)));
  worker.on('exit', (code) => {
    if (!failure) failAll(new Error(closing ? 'The embedded database is closed.' : `The embedded database stopped (exit ${code}).`));
  });

  function request<T>(message: ThreadRequest): Promise<T> {
    if (failure) return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      pending.set(message.id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage(message);
    });
  }

  function query(sql: string, params: unknown[] = [], options: QueryOptions = {}, transaction?: number) {
    return request<ThreadQueryResult>({
      type: 'query',
      id: nextId++,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: textTypesOf(options.parsers),
      ...(transaction === undefined ? {} : { transaction }),
    });
  }

  try {
    await ready;
    started = true;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    query: (sql, params, options) => query(sql, params, options),
    async transaction(work) {
      const transaction = await request<number>({ type: 'begin', id: nextId++ });
      const tx: PgliteThreadTransaction = { query: (sql, params, options) => query(sql, params, options, transaction) };
      let result;
      try {
        result = await work(tx);
      } catch (error) {
        // The work's own error is the one to report; a failed ROLLBACK leaves nothing open either.
        await request({ type: 'end', id: nextId++, transaction, commit: false }).catch(() => {});
        throw error;
      }
      await request({ type: 'end', id: nextId++, transaction, commit: true });
      return result;
    },
    async close() {
      if (failure) return;
      closing = true;
      try {
        await request({ type: 'close', id: nextId++ });
      } finally {
        await worker.terminate();
      }
    },
  };
}
