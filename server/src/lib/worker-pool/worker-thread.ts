/**
 * One worker thread running compiled JavaScript (decision 025): it says when it is ready, takes
 * jobs by id, holds each to its time limit, and when it stops or is retired fails every job it
 * had. The pools (worker-pool.ts) and the embedded database's client are built on it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type TransferListItem, type WorkerOptions } from 'node:worker_threads';
import type { JobErrorFields, JobReply, JobRequest, ThreadReady } from './messages';

export type ThreadErrors = {
  /** The thread stopped (a crash, its heap cap, an exit): `reason` when it gave one, else its exit code. */
  stopped(reason: { message: string } | { exitCode: number }): Error;
  /** A job ran past its time limit: the thread is retired, since the work may never end. */
  timedOut(): Error;
  /** The thread was not ready within its start-up limit. */
  notStarted(): Error;
};

export type WorkerThreadOptions = {
  script: URL;
  errors: ThreadErrors;
  /** Passed to the Worker (heap caps, workerData, swallowed output). */
  workerOptions?: WorkerOptions;
  startTimeoutMs?: number;
  /** A failed job's error, rebuilt from what crossed the thread; by default an Error with those fields. */
  toError?: (fields: JobErrorFields) => Error;
  /** Told once when the thread is gone (retired, stopped, timed out), after its jobs have failed. */
  onGone?: (error: Error) => void;
};

export type WorkerThread<Job, Result> = {
  /** Resolves once the thread is ready; rejects with why it could not start. */
  readonly started: Promise<void>;
  isReady(): boolean;
  /** Jobs sent and not yet answered. */
  inFlight(): number;
  /** Jobs answered since the thread started. */
  jobsDone(): number;
  /** `transfer`: buffers moved to the thread rather than copied. */
  run(job: Job, options?: { timeoutMs?: number; transfer?: TransferListItem[] }): Promise<Result>;
  /** Takes the thread out of service: jobs in flight fail with `error`. Safe to call twice. */
  retire(error: Error): Promise<void>;
};

type Pending<Result> = { resolve: (result: Result) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };

function fromFields(fields: JobErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}

export function startWorkerThread<Job, Result>(options: WorkerThreadOptions): WorkerThread<Job, Result> {
  const { errors, toError = fromFields } = options;
  if (!existsSync(options.script)) {
    throw new Error(`${fileURLToPath(options.script)} is missing: compile the server first (npm run build:server).`);
  }
  const worker = new Worker(options.script, {
    // Compiled JavaScript needs no TypeScript loader from the parent; a CPU profile (bench) covers it too.
    execArgv: process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')),
    ...options.workerOptions,
  });
  const pending = new Map<number, Pending<Result>>();
  let nextId = 1;
  let ready = false;
  let done = 0;
  let gone: Error | null = null;
  let startTimer: NodeJS.Timeout | undefined;

  let markStarted: () => void = () => {};
  let failStart: (error: Error) => void = () => {};
  const started = new Promise<void>((resolve, reject) => {
    markStarted = resolve;
    failStart = reject;
  });
  // Nobody may be waiting for the start (a pool waits for messages instead): no unhandled rejection.
  started.catch(() => {});

  /** A thread is held open while it starts or works; an idle one must not keep a process alive. */
  function holdWhileBusy(): void {
    if (!ready || pending.size > 0) worker.ref();
    else worker.unref();
  }

  function retire(error: Error): Promise<void> {
    if (!gone) {
      gone = error;
      clearTimeout(startTimer);
      failStart(error);
      for (const job of pending.values()) {
        clearTimeout(job.timer);
        job.reject(error);
      }
      pending.clear();
      options.onGone?.(error);
    }
    return worker.terminate().then(() => {});
  }

  if (options.startTimeoutMs !== undefined && Number.isFinite(options.startTimeoutMs)) {
    startTimer = setTimeout(() => void retire(errors.notStarted()), options.startTimeoutMs);
  }
  holdWhileBusy();

  worker.on('message', (message: JobReply<Result> | ThreadReady) => {
    if ('ready' in message) {
      clearTimeout(startTimer);
      if (!message.ready) return void retire(toError(message.error));
      ready = true;
      holdWhileBusy();
      markStarted();
      return;
    }
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    done += 1;
    holdWhileBusy();
    if (message.ok) job.resolve(message.result);
    else job.reject(toError(message.error));
  });
  worker.on('error', (error) => void retire(errors.stopped({ message: error.message })));
  worker.on('exit', (exitCode) => void retire(errors.stopped({ exitCode })));

  return {
    started,
    isReady: () => ready && !gone,
    inFlight: () => pending.size,
    jobsDone: () => done,
    retire,
    run(job, { timeoutMs, transfer } = {}) {
      if (gone) return Promise.reject(gone);
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        const entry: Pending<Result> = { resolve, reject };
        try {
          worker.postMessage({ id, job } satisfies JobRequest<Job>, transfer);
        } catch (error) {
          // A job that cannot be copied to the thread fails alone; the thread goes on.
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        // The clock starts when the thread has the job: waiting and start-up are not the job's time.
        if (timeoutMs !== undefined) entry.timer = setTimeout(() => void retire(errors.timedOut()), timeoutMs);
        pending.set(id, entry);
        holdWhileBusy();
      });
    },
  };
}
