// The embedded database's own thread (decision 012). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously: on the server's thread every statement would stop HTTP parsing, the
// engine and every other request. Here it runs beside them, on another core.
//
// Statements go to PostgreSQL by its wire protocol, not through PGlite's `query` (decision 013):
// `query` parses and plans every statement anew and crosses into WebAssembly several times for it.
// Here each statement the server repeats is parsed once as a named prepared statement and then
// runs in a single crossing.
import { workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { createStatementCache } from './pglite-statement-cache';
import { serveJobs } from '../lib/worker-pool/serve-jobs';
import type { PgliteThreadData, ThreadQuery, ThreadQueryResult, ThreadRequest } from './pglite-thread-messages';

const { dataDir, statementCacheSize } = workerData as PgliteThreadData;
const database = dataDir ? new PGlite(dataDir) : new PGlite();
const { serialize } = protocol;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = PGlite['parsers'];
type Lock = { acquire(): Promise<() => void>; run<T>(work: () => Promise<T>): Promise<T> };
type Prepared = { name: string; paramTypes: number[] };

/**
 * One connection, two locks, as PGlite's own client has them: `statementLock` keeps one exchange
 * with PostgreSQL at a time; `connectionLock` is held by an open transaction from BEGIN to its end,
 * so statements from outside wait for it instead of running inside it.
 */
const statementLock = createLock();
const connectionLock = createLock();

/** Open transactions by id, with the release of the connection they hold. */
const transactions = new Map<number, () => void>();
let nextTransactionId = 1;

const statements = createStatementCache<Prepared>(statementCacheSize ?? 256);

/** Result parsers by the type ids to keep as text; drizzle asks for the same few on every query. */
const parserSets = new Map<string, Parsers>();
const keepText = (value: string) => value;

function parsersFor(textTypes: number[]): Parsers {
  const key = textTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    // Merged once here: PGlite merges per query otherwise, and that copy was a tenth of this thread.
    parsers = { ...database.parsers, ...Object.fromEntries(textTypes.map((type) => [type, keepText])) };
    parserSets.set(key, parsers);
  }
  return parsers;
}

function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    /** Resolves with a release function once every earlier holder has released. */
    acquire() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const acquired = tail.then(() => release);
      tail = tail.then(() => turn);
      return acquired;
    },
    async run(work) {
      const release = await this.acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

function joinMessages(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Sends protocol messages; PostgreSQL's answers, with an error among them when one happened. */
async function exchange(parts: Uint8Array[]): Promise<{ messages: BackendMessage[]; error: (Error & { code?: string }) | undefined }> {
  const messages = await database.execProtocolStream(joinMessages(parts), { syncToFs: false, throwOnError: false });
  const error = messages.find((message): message is BackendMessage & Error => message instanceof Error);
  return { messages, error };
}

/** The statement's parameter types, from PostgreSQL: values are written as each type reads them. */
async function describeStatement(name: string, sql: string): Promise<number[]> {
  const { messages, error } = await exchange([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]);
  if (error) {
    // After an error PostgreSQL skips everything up to the next Sync.
    await exchange([serialize.sync()]);
    throw error;
  }
  return parse.parseDescribeStatementResults(messages);
}

function serializeParams(params: unknown[], paramTypes: number[]): (string | null)[] {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = database.serializers[paramTypes[index]!];
    return serializer ? serializer(value) : String(value);
  });
}

/** Runs one statement: a repeated one by its prepared name, in one crossing into PostgreSQL. */
async function runStatement(request: ThreadQuery): Promise<ThreadQueryResult> {
  let prepared = statements.get(request.sql);
  let closed: string | null = null;
  if (!prepared) {
    const name = statements.nameFor(request.sql);
    const paramTypes = await describeStatement(name, request.sql);
    prepared = { name, paramTypes };
    closed = name ? statements.add(request.sql, prepared) : null;
  }
  const { messages, error } = await exchange([
    // First, so that an error in this statement (which skips the rest) cannot skip it.
    ...(closed ? [serialize.close({ type: 'S', name: closed })] : []),
    serialize.bind({ statement: prepared.name, values: serializeParams(request.params, prepared.paramTypes) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  if (error) {
    // 0A000: the statement's tables changed shape since it was prepared; prepare it again next time.
    if (error.code === '0A000') statements.forget(request.sql);
    throw Object.assign(error, { query: request.sql });
  }
  const [result] = parse.parseResults(messages, parsersFor(request.textTypes), { rowMode: request.rowMode });
  return { rows: result?.rows ?? [], fields: result?.fields ?? [], affectedRows: result?.affectedRows ?? 0 };
}

async function runQuery(request: ThreadQuery): Promise<ThreadQueryResult> {
  if (request.transaction !== undefined) {
    if (!transactions.has(request.transaction)) throw new Error('This transaction has already ended.');
    return statementLock.run(() => runStatement(request));
  }
  return connectionLock.run(async () => {
    const result = await statementLock.run(() => runStatement(request));
    await database.syncToFs();
    return result;
  });
}

/** Runs a statement without parameters or rows (BEGIN, COMMIT, ROLLBACK); its command tag. */
async function runCommand(sql: string): Promise<string | undefined> {
  const { messages, error } = await statementLock.run(() => exchange([serialize.query(sql)]));
  if (error) throw error;
  const complete = messages.find((message) => message.name === 'commandComplete');
  return complete && 'text' in complete ? String(complete.text) : undefined;
}

async function beginTransaction(): Promise<number> {
  const release = await connectionLock.acquire();
  try {
    await runCommand('BEGIN');
  } catch (error) {
    release();
    throw error;
  }
  const id = nextTransactionId++;
  transactions.set(id, release);
  return id;
}

async function endTransaction(id: number, commit: boolean): Promise<void> {
  const release = transactions.get(id);
  if (!release) throw new Error('This transaction has already ended.');
  transactions.delete(id);
  try {
    if (!commit) {
      await runCommand('ROLLBACK');
      return;
    }
    // COMMIT of a transaction a failed statement aborted only rolls it back: that is no success.
    const tag = await runCommand('COMMIT');
    await database.syncToFs();
    if (tag === 'ROLLBACK') throw new Error('The transaction was rolled back: a statement in it had failed.');
  } finally {
    release();
  }
}

/** One request's work; its error crosses the thread as its fields (code, detail, constraint…). */
function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.type) {
    case 'query':
      return runQuery(request);
    case 'begin':
      return beginTransaction();
    case 'end':
      return endTransaction(request.transaction, request.commit);
    case 'close':
      // Not behind an open transaction: closing is how a stuck one ends too.
      return statementLock.run(() => database.close());
  }
}

serveJobs(handle, { warmUp: database.waitReady, what: 'The database' });
