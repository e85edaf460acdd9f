/**
 * The built-in engine's tailoring, on worker threads (decision 013).
 *
 * Tailoring is pure computation, about a millisecond a document. On the server's main thread it was
 * half of every generation request, and every other request (a sign-in, a list of documents) waited
 * behind it. Here it runs beside the main thread, which keeps to HTTP and the database, so the
 * machine's other cores do the tailoring. The answers are the same: the same deterministic
 * functions run on the same input.
 *
 * Where no thread can be had (the worker has not been built), the work runs in process. A thread that crashes, or a job that runs past its
 * time limit, fails the jobs on that thread with an error and the next job starts a new thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GeneratedCoverLetter, GeneratedResume } from '@hireready/contract';
import { workerScript } from '../../../lib/server-dir';
import type { EngineResult, TailorInput } from '../engine';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import type { EngineJob, EngineJobKind, EngineJobResult, EngineReady, EngineReply } from './engine-thread-messages';

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

type Job = {
  resolve: (result: EngineJobResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
  /** (Re)starts the job's time limit: once more when its thread is ready, so loading the code and vocabulary is not the job's time. */
  startTimer: () => void;
};
type Thread = { worker: Worker; jobs: Map<number, Job>; isReady: boolean };

/** The compiled worker (server/build.js); null when it has not been built, and the work runs in process. */
async function resolveWorkerUrl(): Promise<URL | null> {
  const script = workerScript('engine-thread');
  return existsSync(script) ? script : null;
}

function runInProcess(kind: EngineJobKind, input: TailorInput): EngineJobResult {
  return kind === 'resume' ? tailorResumeBuiltin(input) : writeCoverLetterBuiltin(input);
}

export function createEngineThreads(
  overrides: Partial<EngineThreadsOptions> = {},
  workerUrl = resolveWorkerUrl,
): EngineThreads {
  const options = { ...DEFAULT_ENGINE_THREADS, ...overrides };
  const threads: Thread[] = [];
  // Resolved once, when the engine is made. No URL: the work runs in process.
  const entry: Promise<URL | null> = Promise.resolve()
    .then(workerUrl)
    .catch(() => null);
  let nextJobId = 1;
  let isClosed = false;

  /** Takes a thread out of service: its unfinished jobs fail with `error`. Safe to call twice. */
  function retire(thread: Thread, error: Error): void {
    const index = threads.indexOf(thread);
    if (index < 0) return;
    threads.splice(index, 1);
    for (const job of thread.jobs.values()) {
      if (job.timer) clearTimeout(job.timer);
      job.reject(error);
    }
    thread.jobs.clear();
    void thread.worker.terminate();
  }

  function startThread(url: URL): Thread {
    // No TypeScript loader inherited: the worker is compiled JavaScript.
    const worker = new Worker(url, { execArgv: [] });
    const thread: Thread = { worker, jobs: new Map(), isReady: false };
    worker.unref();
    worker.on('message', (reply: EngineReply | EngineReady) => {
      if ('ready' in reply) {
        thread.isReady = true;
        for (const job of thread.jobs.values()) job.startTimer();
        return;
      }
      const job = thread.jobs.get(reply.id);
      if (!job) return;
      thread.jobs.delete(reply.id);
      if (job.timer) clearTimeout(job.timer);
      // An idle thread must not keep a process (a script, a test run) alive; a job in flight does.
      if (thread.jobs.size === 0) worker.unref();
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.message));
    });
    worker.on('error', (error) =>
      retire(thread, new Error(`The document generator stopped: ${error.message}`)),
    );
    worker.on('exit', () => retire(thread, new Error('The document generator stopped.')));
    threads.push(thread);
    return thread;
  }

  /** The thread with the fewest jobs; a new one while all are busy and there is room. */
  function chooseThread(url: URL): Thread {
    let best: Thread | null = null;
    for (const thread of threads) if (!best || thread.jobs.size < best.jobs.size) best = thread;
    if (best && (best.jobs.size === 0 || threads.length >= options.size)) return best;
    return startThread(url);
  }

  async function submit(kind: EngineJobKind, input: TailorInput): Promise<EngineJobResult> {
    if (isClosed) throw new Error('The document generator is closed.');
    const url = await entry;
    if (!url) return runInProcess(kind, input);
    const thread = chooseThread(url);
    const id = nextJobId++;
    return new Promise<EngineJobResult>((resolve, reject) => {
      const job: Job = {
        resolve,
        reject,
        timer: null,
        startTimer: () => {
          if (job.timer) clearTimeout(job.timer);
          job.timer = setTimeout(
            () => retire(thread, new Error('The document generator took too long. Please try again.')),
            thread.isReady ? options.jobTimeoutMs : options.startupTimeoutMs,
          );
        },
      };
      thread.jobs.set(id, job);
      // Until its thread is ready, a job is bounded by the start-up limit; then by its own.
      job.startTimer();
      thread.worker.ref();
      try {
        thread.worker.postMessage({ id, kind, input } satisfies EngineJob);
      } catch (error) {
        // An input that cannot be copied to a thread fails alone, not later with the thread's jobs.
        thread.jobs.delete(id);
        if (job.timer) clearTimeout(job.timer);
        if (thread.jobs.size === 0) thread.worker.unref();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  return {
    // The thread answers with what the same function would have returned for this kind.
    tailorResume: (input) => submit('resume', input) as Promise<EngineResult<GeneratedResume>>,
    writeCoverLetter: (input) => submit('cover_letter', input) as Promise<EngineResult<GeneratedCoverLetter>>,
    async readMode() {
        return (await entry) ? 'threads' : 'in-process';
    },
    async close() {
      isClosed = true;
      const closing = threads.map((thread) => thread.worker.terminate());
      for (const thread of [...threads]) retire(thread, new Error('The document generator is closed.'));
      await Promise.all(closing);
    },
  };
}
