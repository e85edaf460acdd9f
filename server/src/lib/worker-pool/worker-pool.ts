/**
 * A pool of worker threads (decision 025), used by the file reader and the built-in engine; the
 * embedded database runs on one thread of the same kind (worker-thread.ts).
 *
 * Threads start as work arrives, up to `size`. A job goes to an idle ready thread; when every thread
 * is busy it waits for one, or, once the pool cannot grow, joins the least busy thread that still
 * takes more (`jobsPerThread`). A job's time limit starts when a ready thread takes it. A thread
 * that fails (crash, heap cap, time limit) is retired with the jobs it had and, if it had been
 * working, replaced at once so the next job finds a warm one; one is also replaced after
 * `maxJobsPerThread` jobs, and a spare one is retired after `idleMs` without work.
 */
import type { WorkerOptions } from 'node:worker_threads';
import type { JobErrorFields } from './messages';
import { startWorkerThread, type ThreadErrors, type WorkerThread } from './worker-thread';

export type PoolErrors = ThreadErrors & {
  /** No thread could start, so the jobs waiting fail rather than restart it in a loop. */
  couldNotStart(): Error;
  /** The queue is full. */
  busy(): Error;
  closed(): Error;
};

export type WorkerPoolOptions = {
  script: URL;
  errors: PoolErrors;
  size: number;
  jobsPerThread: number;
  maxQueued: number;
  maxJobsPerThread: number;
  idleMs: number;
  startTimeoutMs: number;
  workerOptions?: WorkerOptions;
  toError?: (fields: JobErrorFields) => Error;
};

export type WorkerPoolStats = {
  workers: number;
  busy: number;
  queued: number;
  /** Threads started since the pool was made: grows on replacement and recycling. */
  started: number;
  /** Jobs a thread answered (with a result or an error of the job's own). */
  completed: number;
};

export type RunOptions = { timeoutMs?: number; transfer?: ArrayBuffer[] };

export type WorkerPool<Job, Result> = {
  run(job: Job, options?: RunOptions): Promise<Result>;
  readStats(): WorkerPoolStats;
  close(): Promise<void>;
};

type Waiting<Job, Result> = { job: Job; options: RunOptions; resolve: (result: Result) => void; reject: (error: Error) => void };

export function createWorkerPool<Job, Result>(options: WorkerPoolOptions): WorkerPool<Job, Result> {
  type Thread = WorkerThread<Job, Result>;
  const threads = new Set<Thread>();
  const ready = new WeakSet<Thread>();
  const spare = new WeakSet<Thread>();
  const idleTimers = new Map<Thread, NodeJS.Timeout>();
  const queue: Waiting<Job, Result>[] = [];
  let started = 0;
  let completed = 0;
  let isClosed = false;

  function failWaiting(error: Error): void {
    for (const waiting of queue.splice(0)) waiting.reject(error);
  }

  function startThread(): void {
    started += 1;
    let thread: Thread;
    try {
      thread = startWorkerThread<Job, Result>({
        script: options.script,
        errors: options.errors,
        workerOptions: options.workerOptions,
        startTimeoutMs: options.startTimeoutMs,
        toError: options.toError,
        onGone: () => onGone(thread),
      });
    } catch {
      failWaiting(options.errors.couldNotStart());
      return;
    }
    threads.add(thread);
    thread.started.then(
      () => {
        ready.add(thread);
        dispatch();
      },
      () => {},
    );
  }

  function onGone(thread: Thread): void {
    if (!threads.delete(thread)) return;
    clearTimeout(idleTimers.get(thread));
    idleTimers.delete(thread);
    if (isClosed) return;
    if (!ready.has(thread) && ![...threads].some((other) => ready.has(other))) {
      // A thread that cannot even start will not start on the next try either.
      failWaiting(options.errors.couldNotStart());
      return;
    }
    if (ready.has(thread) && !spare.has(thread) && threads.size < options.size) startThread();
    dispatch();
  }

  /** The thread to take the next job, or null when it should wait. */
  function pickThread(): Thread | null {
    let best: Thread | null = null;
    for (const thread of threads) {
      if (ready.has(thread) && (!best || thread.inFlight() < best.inFlight())) best = thread;
    }
    if (!best || best.inFlight() === 0) return best;
    const canGrow = threads.size < options.size;
    return !canGrow && best.inFlight() < options.jobsPerThread ? best : null;
  }

  function hand(thread: Thread, waiting: Waiting<Job, Result>): void {
    clearTimeout(idleTimers.get(thread));
    idleTimers.delete(thread);
    thread.run(waiting.job, waiting.options).then(
      (result) => {
        completed += 1;
        waiting.resolve(result);
        afterJob(thread);
      },
      (error: Error) => {
        // A retired thread's jobs are not answers; a job's own failure is.
        if (threads.has(thread)) completed += 1;
        waiting.reject(error);
        afterJob(thread);
      },
    );
  }

  function afterJob(thread: Thread): void {
    if (threads.has(thread) && thread.jobsDone() >= options.maxJobsPerThread && thread.inFlight() === 0) {
      void thread.retire(options.errors.closed());
      return;
    }
    dispatch();
  }

  function dispatch(): void {
    if (isClosed) return;
    for (let thread = queue.length > 0 ? pickThread() : null; thread; thread = queue.length > 0 ? pickThread() : null) {
      hand(thread, queue.shift()!);
    }
    const starting = [...threads].filter((thread) => !ready.has(thread)).length;
    let toStart = Math.min(queue.length - starting, options.size - threads.size);
    while (toStart-- > 0) startThread();
    if (!Number.isFinite(options.idleMs)) return;
    for (const thread of threads) {
      if (ready.has(thread) && thread.inFlight() === 0 && !idleTimers.has(thread)) {
        const timer = setTimeout(() => retireIfSpare(thread), options.idleMs);
        timer.unref();
        idleTimers.set(thread, timer);
      }
    }
  }

  /** The last thread stays: a cold start costs more than the memory it keeps. */
  function retireIfSpare(thread: Thread): void {
    idleTimers.delete(thread);
    if (threads.size <= 1) return;
    spare.add(thread);
    void thread.retire(options.errors.closed());
  }

  return {
    run(job, runOptions = {}) {
      if (isClosed) return Promise.reject(options.errors.closed());
      if (queue.length >= options.maxQueued) return Promise.reject(options.errors.busy());
      return new Promise<Result>((resolve, reject) => {
        queue.push({ job, options: runOptions, resolve, reject });
        dispatch();
      });
    },
    readStats() {
      return {
        workers: threads.size,
        busy: [...threads].filter((thread) => thread.inFlight() > 0).length,
        queued: queue.length,
        started,
        completed,
      };
    },
    async close() {
      isClosed = true;
      const error = options.errors.closed();
      failWaiting(error);
      await Promise.all([...threads].map((thread) => thread.retire(error)));
    },
  };
}
