// The embedded database's own thread (decision 012). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously: on the server's thread every statement stopped HTTP parsing, the
// engine and every other request. Here it runs beside them, on the other core.
//
// Plain JavaScript on purpose: it needs nothing of ours but the message shapes in
// pglite-thread-messages.ts, and a worker loads no TypeScript unless it registers tsx first
// (see extraction-worker-from-source.mjs), which would slow PGlite's large module load.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('./pglite-thread-messages').ThreadRequest} ThreadRequest */
/** @typedef {import('./pglite-thread-messages').ThreadReply} ThreadReply */

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs only as a worker thread');

const { dataDir } = /** @type {{ dataDir: string | null }} */ (workerData);
const database = dataDir ? new PGlite(dataDir) : new PGlite();

/** Open transactions by id, and how each is ended (commit or not) when the main thread says so. */
const transactions = new Map();
let nextTransactionId = 1;

/** Parser sets by the type ids to keep as text; drizzle asks for the same few on every query. */
const parserSets = new Map();
const keepText = (value) => value;

function parsersFor(textTypes) {
  if (textTypes.length === 0) return undefined;
  const key = textTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(textTypes.map((type) => [type, keepText]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

/**
 * A database error crosses the thread as its fields (code, detail, constraint…), not its class.
 * PGlite's file layer rejects with plain objects (an errno and a code), so those are read too.
 */
function describeError(error) {
  if (error === null || typeof error !== 'object') return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  const ownFields = Object.entries(fields).map(([key, value]) => `${key} ${value}`).join(', ');
  fields.message = typeof error.message === 'string' && error.message ? error.message : `The database failed (${ownFields || 'no detail'}).`;
  return fields;
}

/** @param {ThreadReply} reply */
function send(reply) {
  port.postMessage(reply);
}

async function runQuery(request) {
  const target = request.transaction === undefined ? database : transactions.get(request.transaction)?.tx;
  if (!target) throw new Error('This transaction has already ended.');
  const result = await target.query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers: parsersFor(request.textTypes),
  });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows ?? 0 };
}

function beginTransaction(id) {
  const transactionId = nextTransactionId++;
  /** The main thread's 'end' request, answered once COMMIT or ROLLBACK has run. */
  let endRequestId = null;
  database
    .transaction(async (tx) => {
      const ending = new Promise((resolve) => transactions.set(transactionId, { tx, end: resolve }));
      send({ id, ok: true, result: transactionId });
      const { commit, requestId } = await ending;
      endRequestId = requestId;
      transactions.delete(transactionId);
      if (!commit) await tx.rollback();
    })
    .then(
      () => send({ id: endRequestId, ok: true, result: null }),
      (error) => {
        transactions.delete(transactionId);
        // Before the main thread heard of the transaction (BEGIN failed), the error answers 'begin'.
        send({ id: endRequestId ?? id, ok: false, error: describeError(error) });
      },
    );
}

port.on('message', (/** @type {ThreadRequest} */ request) => {
  switch (request.type) {
    case 'query':
      runQuery(request).then(
        (result) => send({ id: request.id, ok: true, result }),
        (error) => send({ id: request.id, ok: false, error: describeError(error) }),
      );
      return;
    case 'begin':
      beginTransaction(request.id);
      return;
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) send({ id: request.id, ok: false, error: { message: 'This transaction has already ended.' } });
      else open.end({ commit: request.commit, requestId: request.id });
      return;
    }
    case 'close':
      database.close().then(
        () => send({ id: request.id, ok: true, result: null }),
        (error) => send({ id: request.id, ok: false, error: describeError(error) }),
      );
      return;
  }
});

database.waitReady.then(
  () => send({ id: 0, ok: true, result: 'ready' }),
  (error) => send({ id: 0, ok: false, error: describeError(error) }),
);
