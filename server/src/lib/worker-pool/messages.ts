/** What a pool and its worker threads say to each other (decision 025), the same for every worker. */

/** A job for the thread; `id` pairs it with its reply. */
export type JobRequest<Job> = { id: number; job: Job };

/**
 * A failed job's error as it crosses the thread: its message and its own plain fields (an
 * AppError's code, PostgreSQL's code, detail, constraint…), not its class.
 */
export type JobErrorFields = { message: string } & Record<string, string | number>;

export type JobReply<Result> = { id: number; ok: true; result: Result } | { id: number; ok: false; error: JobErrorFields };

/** Said once, before any reply: the thread has loaded what it needs, or could not. */
export type ThreadReady = { ready: true } | { ready: false; error: JobErrorFields };

/** `what` names the work in the message of an error that brought none: "The database" failed (…). */
export function describeError(error: unknown, what = 'The work'): JobErrorFields {
  if (error === null || typeof error !== 'object') return { message: String(error) };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  // Some libraries reject with plain objects (PGlite's file layer: an errno and a code).
  const ownFields = Object.entries(fields)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return { ...fields, message: message || `${what} failed (${ownFields || 'no detail'}).` };
}
