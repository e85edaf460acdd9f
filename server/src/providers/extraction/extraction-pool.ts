/**
 * The file reader's worker threads, reused across uploads (DESIGN decision 8, decisions 010 and
 * 025): a warm worker only parses, where a new one per upload would load pdf.js and the parsers for
 * every file. Isolation stays: one file per worker at a time, each job with its own time limit, and
 * a worker that times out, crashes or runs out of its capped heap is terminated and replaced. Jobs
 * wait in a bounded queue: a flood gets 429s instead of holding every upload's bytes in memory.
 */
import { availableParallelism } from 'node:os';
import { ERROR_STATUS, type ErrorCode } from '@hireready/contract';
import { AppError } from '../../lib/errors';
import { workerScript } from '../../lib/server-dir';
import { createWorkerPool, type WorkerPoolStats } from '../../lib/worker-pool/worker-pool';
import type { ExtractedDocument } from './extracted-document';
import type { ExtractionJob } from './pool-messages';
import { tookTooLong, unreadable } from './read-errors';

export type ExtractionPoolOptions = {
  /** Workers at most; each holds a parser's heap, so few: min(2, cores) by default. */
  size: number;
  /** Jobs waiting for a worker at most; one more is refused with 429. */
  maxQueued: number;
  /** Jobs one worker runs before it is replaced, so a slow leak in a parser cannot grow forever. */
  maxJobsPerWorker: number;
  /** Heap cap of each worker, in MB (resourceLimits); beyond it the worker dies, not the server. */
  maxHeapMb: number;
  /** A worker that takes longer than this to load its parsers is given up on. */
  startTimeoutMs: number;
  /** A worker without work for this long is retired, unless it is the last: an idle server gives memory back. */
  idleMs: number;
};

export type ExtractionPoolStats = WorkerPoolStats;

export type ExtractionPool = {
  run(job: ExtractionJob): Promise<ExtractedDocument>;
  readStats(): ExtractionPoolStats;
  close(): Promise<void>;
};

export const DEFAULT_POOL_OPTIONS: ExtractionPoolOptions = {
  size: Math.max(1, Math.min(2, availableParallelism())),
  maxQueued: 16,
  maxJobsPerWorker: 200,
  maxHeapMb: 256,
  startTimeoutMs: 60_000,
  idleMs: 5 * 60_000,
};

function shuttingDown(): AppError {
  return new AppError('INTERNAL', 'The server is shutting down. Please try again.');
}

const READER_ERRORS = {
  stopped: unreadable,
  timedOut: tookTooLong,
  notStarted: () => new AppError('INTERNAL', 'The file reader could not start. Please try again later.'),
  couldNotStart: () => new AppError('INTERNAL', 'The file reader could not start. Please try again later.'),
  busy: () => new AppError('RATE_LIMITED', 'The server is busy reading other files right now. Please try again in a minute.'),
  closed: shuttingDown,
};

export function createExtractionPool(overrides: Partial<ExtractionPoolOptions> = {}): ExtractionPool {
  const options: ExtractionPoolOptions = { ...DEFAULT_POOL_OPTIONS, ...overrides };
  const pool = createWorkerPool<ExtractionJob, ExtractedDocument>({
    script: workerScript('extraction-worker'),
    errors: READER_ERRORS,
    size: options.size,
    jobsPerThread: 1,
    maxQueued: options.maxQueued,
    maxJobsPerThread: options.maxJobsPerWorker,
    idleMs: options.idleMs,
    startTimeoutMs: options.startTimeoutMs,
    workerOptions: {
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32 },
      // A parser's stray output stays in the worker instead of the server's structured log.
      stdout: true,
      stderr: true,
    },
    // The worker answers every failure with an AppError (extraction-worker.ts).
    toError: (fields) =>
      typeof fields.code === 'string' && fields.code in ERROR_STATUS
        ? new AppError(fields.code as ErrorCode, fields.message)
        : unreadable(),
  });
  return {
    run(job) {
      // A copy of exactly the file's bytes, transferred: a view on a larger buffer would clone all of it.
      const bytes = job.bytes.slice();
      return pool.run({ ...job, bytes }, { timeoutMs: job.limits.timeoutMs, transfer: [bytes.buffer] });
    },
    readStats: () => pool.readStats(),
    close: () => pool.close(),
  };
}
