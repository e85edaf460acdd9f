/**
 * Long-lived extraction workers, reused across uploads (DESIGN decision 8, decision 010): a new
 * worker per upload would load pdf.js and the parsers for every file; a warm one only parses. Isolation stays: each job has its own time limit, and a worker that times out,
 * crashes or runs out of its capped heap is terminated and replaced. A worker is also retired after
 * `maxJobsPerWorker` jobs, so a slow leak in a parser cannot grow forever, and (all but the last)
 * after `idleMs` without work, so an idle server gives most of the memory back. Jobs wait in a
 * bounded queue: a flood gets 429s instead of holding every upload's bytes in memory.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import { workerScript } from '../../lib/server-dir';
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';
import type { ExtractionJob, WorkerMessage } from './pool-messages';

export type ExtractionPoolOptions = {
  /** Workers at most; each holds a parser's heap, so few: min(2, cores) by default. */
  size: number;
  /** Jobs waiting for a worker at most; one more is refused with 429. */
  maxQueued: number;
  /** Jobs one worker runs before it is replaced. */
  maxJobsPerWorker: number;
  /** Heap cap of each worker, in MB (resourceLimits); beyond it the worker dies, not the server. */
  maxHeapMb: number;
  /** A worker that takes longer than this to load its parsers is given up on. */
  startTimeoutMs: number;
  /** A worker without work for this long is retired, unless it is the last. */
  idleMs: number;
};

export type ExtractionPoolStats = {
  workers: number;
  busy: number;
  queued: number;
  /** Workers started since the pool was created: grows on replacement and recycling. */
  started: number;
  completed: number;
};

export type ExtractionPool = {
  run(request: {
    bytes: Uint8Array;
    format: DocumentFormat;
    limits: ExtractionLimits;
  }): Promise<ExtractedDocument>;
  readStats(): ExtractionPoolStats;
  close(): Promise<void>;
};

type PendingJob = {
  job: ExtractionJob;
  resolve: (document: ExtractedDocument) => void;
  reject: (error: AppError) => void;
};

type PoolWorker = {
  worker: Worker;
  isReady: boolean;
  current: PendingJob | null;
  jobTimer: NodeJS.Timeout | undefined;
  idleTimer: NodeJS.Timeout | undefined;
  startTimer: NodeJS.Timeout | undefined;
  jobsDone: number;
};

export const DEFAULT_POOL_OPTIONS: ExtractionPoolOptions = {
  size: Math.max(1, Math.min(2, availableParallelism())),
  maxQueued: 16,
  maxJobsPerWorker: 200,
  maxHeapMb: 256,
  startTimeoutMs: 60_000,
  idleMs: 5 * 60_000,
};

function unreadable(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This file could not be read. Please upload another copy.');
}

function tookTooLong(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This file took too long to read. Please upload a simpler copy.');
}

export function createExtractionPool(overrides: Partial<ExtractionPoolOptions> = {}): ExtractionPool {
  const options: ExtractionPoolOptions = { ...DEFAULT_POOL_OPTIONS, ...overrides };
  const workers = new Set<PoolWorker>();
  const queue: PendingJob[] = [];
  let nextJobId = 1;
  let started = 0;
  let completed = 0;
  let isClosed = false;

  function clearTimers(member: PoolWorker): void {
    clearTimeout(member.jobTimer);
    clearTimeout(member.idleTimer);
    clearTimeout(member.startTimer);
  }

  /**
   * Removes a worker for good; its job, if any, fails with `error`. A worker that had been working
   * (timed out, crashed, out of memory, recycled) gets a successor at once, so the next upload finds
   * a warm one; an idle one does not. Safe to call twice.
   */
  function retire(member: PoolWorker, error: AppError | null, shouldReplace = member.isReady): void {
    if (!workers.delete(member)) return;
    clearTimers(member);
    const pending = member.current;
    member.current = null;
    if (pending) pending.reject(error ?? unreadable());
    void member.worker.terminate();
    if (!member.isReady && !isClosed && ![...workers].some((w) => w.isReady)) {
      // A worker that cannot even start will not start on the next try either: fail the waiting
      // jobs now rather than restart it in a loop.
      for (const waiting of queue.splice(0)) {
        waiting.reject(new AppError('INTERNAL', 'The file reader could not start. Please try again later.'));
      }
      return;
    }
    if (shouldReplace && !isClosed && workers.size < options.size) startWorker();
    dispatch();
  }

  function startWorker(): void {
    started += 1;
    const worker = new Worker(workerScript('extraction-worker'), {
      // No TypeScript loader inherited into a compiled worker: it would only slow its start.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32 },
      // A parser's stray output stays in the worker instead of the server's structured log.
      stdout: true,
      stderr: true,
    });
    // An idle pool must not keep a process (the CLI, a test run) alive; a running job's timer does.
    worker.unref();
    const member: PoolWorker = {
      worker,
      isReady: false,
      current: null,
      jobTimer: undefined,
      idleTimer: undefined,
      startTimer: undefined,
      jobsDone: 0,
    };
    member.startTimer = setTimeout(() => retire(member, null), options.startTimeoutMs);
    member.startTimer.unref();
    workers.add(member);
    worker.on('message', (message: WorkerMessage) => receive(member, message));
    // ERR_WORKER_OUT_OF_MEMORY and crashes inside a parser land here: the job fails, the server stays.
    worker.on('error', () => retire(member, unreadable()));
    worker.on('exit', () => retire(member, unreadable()));
  }

  function receive(member: PoolWorker, message: WorkerMessage): void {
    if (message.kind === 'ready') {
      member.isReady = true;
      clearTimeout(member.startTimer);
      dispatch();
      return;
    }
    const pending = member.current;
    if (!pending || pending.job.id !== message.id) return;
    clearTimeout(member.jobTimer);
    member.current = null;
    member.jobsDone += 1;
    completed += 1;
    if (message.result.ok) pending.resolve(message.result.document);
    else pending.reject(new AppError(message.result.code, message.result.message));
    if (member.jobsDone >= options.maxJobsPerWorker) {
      retire(member, null);
      return;
    }
    dispatch();
  }

  function hand(member: PoolWorker, pending: PendingJob): void {
    member.current = pending;
    clearTimeout(member.idleTimer);
    member.idleTimer = undefined;
    // The clock starts when a warm worker takes the job: queueing and start-up are not the file's fault.
    member.jobTimer = setTimeout(() => retire(member, tookTooLong()), pending.job.limits.timeoutMs);
    // A copy of exactly the file's bytes, transferred: a view on a larger buffer would clone all of it.
    const bytes = pending.job.bytes.slice();
    member.worker.postMessage({ ...pending.job, bytes }, [bytes.buffer]);
  }

  function dispatch(): void {
    if (isClosed) return;
    for (const member of workers) {
      if (queue.length === 0) break;
      if (!member.isReady || member.current) continue;
      const pending = queue.shift();
      if (pending) hand(member, pending);
    }
    const starting = [...workers].filter((w) => !w.isReady).length;
    let toStart = Math.min(queue.length - starting, options.size - workers.size);
    while (toStart-- > 0) startWorker();
    for (const member of workers) {
      if (member.isReady && !member.current && !member.idleTimer) {
        member.idleTimer = setTimeout(() => retireIfSpare(member), options.idleMs);
        member.idleTimer.unref();
      }
    }
  }

  /** The last worker stays: a cold start (pdf.js and the parsers) costs ~0.2–1 s on a busy machine. */
  function retireIfSpare(member: PoolWorker): void {
    member.idleTimer = undefined;
    if (workers.size > 1) retire(member, null, false);
  }

  /** Refuses a job the pool cannot take now; null when it can. */
  function refuse(): AppError | null {
    if (isClosed) return new AppError('INTERNAL', 'The server is shutting down. Please try again.');
    if (queue.length >= options.maxQueued) {
      return new AppError(
        'RATE_LIMITED',
        'The server is busy reading other files right now. Please try again in a minute.',
      );
    }
    return null;
  }

  return {
    async run(request) {
      const refused = refuse();
      if (refused) throw refused;
      return new Promise<ExtractedDocument>((resolve, reject) => {
        queue.push({ job: { id: nextJobId++, ...request }, resolve, reject });
        dispatch();
      });
    },
    readStats() {
      return {
        workers: workers.size,
        busy: [...workers].filter((w) => w.current).length,
        queued: queue.length,
        started,
        completed,
      };
    },
    async close() {
      isClosed = true;
      const shutdown = () => new AppError('INTERNAL', 'The server is shutting down. Please try again.');
      for (const waiting of queue.splice(0)) waiting.reject(shutdown());
      const members = [...workers];
      for (const member of members) retire(member, shutdown());
      await Promise.all(members.map((member) => member.worker.terminate()));
    },
  };
}
