/**
 * The worker's side of a pool (decision 025): says ready once `warmUp` has loaded what the jobs
 * need, so no job's time limit pays for it, then answers each job with its result or its error.
 */
import { parentPort } from 'node:worker_threads';
import { describeError, type JobReply, type JobRequest, type ThreadReady } from './messages';

export type ServeOptions = {
  /** What must be loaded before the first job. */
  warmUp?: Promise<unknown>;
  /** Names the work in the message of an error that brought none (see describeError). */
  what?: string;
};

export function serveJobs<Job, Result>(handle: (job: Job) => Result | Promise<Result>, options: ServeOptions = {}): void {
  const { warmUp = Promise.resolve(), what } = options;
  const port = parentPort;
  if (!port) throw new Error('This module runs only as a worker thread.');
  warmUp.then(
    () => {
      port.on('message', ({ id, job }: JobRequest<Job>) => {
        Promise.resolve()
          .then(() => handle(job))
          .then(
            (result) => port.postMessage({ id, ok: true, result } satisfies JobReply<Result>),
            (error: unknown) => port.postMessage({ id, ok: false, error: describeError(error, what) } satisfies JobReply<Result>),
          );
      });
      port.postMessage({ ready: true } satisfies ThreadReady);
    },
    (error: unknown) => port.postMessage({ ready: false, error: describeError(error, what) } satisfies ThreadReady),
  );
}
