/**
 * The built-in engine's tailoring, on worker threads (decisions 013 and 025).
 *
 * Tailoring is pure computation. On the server's main thread every other request (a sign-in, a
 * list of documents) would wait behind it; here it runs beside the main thread, which keeps to
 * HTTP and the database, so the machine's other cores do the tailoring. The answers are the same:
 * the same deterministic functions run on the same input.
 *
 * Where no thread can be had (the worker has not been built), the work runs in process. A thread
 * that crashes, or a job that runs past its time limit, fails the jobs on that thread with an error
 * and the thread is replaced.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { GeneratedCoverLetter, GeneratedResume } from '@hireready/contract';
import { workerScript } from '../../../lib/server-dir';
import { createWorkerPool } from '../../../lib/worker-pool/worker-pool';
import type { EngineResult, TailorInput } from '../engine';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import type { EngineJob, EngineJobKind, EngineJobResult } from './engine-thread-messages';

export type EngineThreadsOptions = {
  /** Threads at most, started as jobs overlap: one less than the cores, at least one, at most four. */
  size: number;
  /** A job that takes longer fails, and its thread is replaced (a document takes milliseconds). */
  jobTimeoutMs: number;
  /** A new thread that is not ready (code and vocabulary loaded) by then fails its jobs and is replaced. */
  startupTimeoutMs: number;
};

export const DEFAULT_ENGINE_THREADS: EngineThreadsOptions = {
  size: Math.max(1, Math.min(4, availableParallelism() - 1)),
  jobTimeoutMs: 10_000,
  startupTimeoutMs: 30_000,
};

export type EngineThreads = {
  tailorResume(input: TailorInput): Promise<EngineResult<GeneratedResume>>;
  writeCoverLetter(input: TailorInput): Promise<EngineResult<GeneratedCoverLetter>>;
  /** Where the work runs: 'threads', or 'in-process' when no thread could be had. */
  readMode(): Promise<'threads' | 'in-process'>;
  close(): Promise<void>;
};

/** The compiled worker (server/build.js); null when it has not been built, and the work runs in process. */
async function resolveWorkerUrl(): Promise<URL | null> {
  const script = workerScript('engine-thread');
  return existsSync(script) ? script : null;
}

function runInProcess(kind: EngineJobKind, input: TailorInput): EngineJobResult {
  return kind === 'resume' ? tailorResumeBuiltin(input) : writeCoverLetterBuiltin(input);
}

const tookTooLong = () => new Error('The document generator took too long. Please try again.');
const closed = () => new Error('The document generator is closed.');

const ENGINE_ERRORS = {
  stopped: (reason: { message: string } | { exitCode: number }) =>
    new Error('message' in reason ? `The document generator stopped: ${reason.message}` : 'The document generator stopped.'),
  timedOut: tookTooLong,
  notStarted: tookTooLong,
  couldNotStart: tookTooLong,
  // The pool never refuses for a full queue here: tailoring takes milliseconds.
  busy: tookTooLong,
  closed,
};

export function createEngineThreads(overrides: Partial<EngineThreadsOptions> = {}, workerUrl = resolveWorkerUrl): EngineThreads {
  const options = { ...DEFAULT_ENGINE_THREADS, ...overrides };
  // Resolved once, when the engine is made; the threads start with the first document asked for.
  const pool = Promise.resolve()
    .then(workerUrl)
    .catch(() => null)
    .then((script) =>
      script
        ? createWorkerPool<EngineJob, EngineJobResult>({
            script,
            errors: ENGINE_ERRORS,
            size: options.size,
            // A thread takes a queue of jobs once the pool is at its size: each takes milliseconds.
            jobsPerThread: Infinity,
            maxQueued: Infinity,
            maxJobsPerThread: Infinity,
            idleMs: Infinity,
            startTimeoutMs: options.startupTimeoutMs,
          })
        : null,
    );
  let isClosed = false;

  async function submit(kind: EngineJobKind, input: TailorInput): Promise<EngineJobResult> {
    if (isClosed) throw closed();
    const threads = await pool;
    if (!threads) return runInProcess(kind, input);
    return threads.run({ kind, input }, { timeoutMs: options.jobTimeoutMs });
  }

  return {
    // The thread answers with what the same function would have returned for this kind.
    tailorResume: (input) => submit('resume', input) as Promise<EngineResult<GeneratedResume>>,
    writeCoverLetter: (input) => submit('cover_letter', input) as Promise<EngineResult<GeneratedCoverLetter>>,
    async readMode() {
      return (await pool) ? 'threads' : 'in-process';
    },
    async close() {
      isClosed = true;
      await (await pool)?.close();
    },
  };
}
