/**
 * Fair turns at the file reader (issue 15). The reader has a few slots (the extraction pool's
 * workers); without turns, one account's pile of heavy files filled them and everyone else waited
 * or got 429. Here each user has at most one file being read and one more waiting; a free slot goes
 * to the waiting user served least recently, so a newcomer never waits behind someone's pile.
 * It sits in front of the pool and knows nothing of its insides.
 */
import { AppError } from '../../lib/errors';

type Job = { start: () => void };

export type UploadQueue = { run<T>(userId: string, work: () => Promise<T>): Promise<T> };

export function createUploadQueue(opts: { slots: number; waitingPerUser: number; waitingMax: number }): UploadQueue {
  const lines = new Map<string, Job[]>();
  const busy = new Set<string>();
  const lastServed = new Map<string, number>();
  let served = 0;
  let waiting = 0;

  function dispatch() {
    while (busy.size < opts.slots) {
      let chosen: string | null = null;
      for (const [user, line] of lines) {
        if (busy.has(user) || line.length === 0) continue;
        if (chosen === null || (lastServed.get(user) ?? -1) < (lastServed.get(chosen) ?? -1)) chosen = user;
      }
      if (chosen === null) return;
      const line = lines.get(chosen)!;
      const job = line.shift()!;
      if (line.length === 0) lines.delete(chosen);
      waiting--;
      busy.add(chosen);
      lastServed.set(chosen, ++served);
      job.start();
    }
  }

  return {
    run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const line = lines.get(userId) ?? [];
      if (line.length >= opts.waitingPerUser) {
        throw new AppError('RATE_LIMITED', 'Your earlier upload is still being read. Please wait for it to finish.');
      }
      if (waiting >= opts.waitingMax) {
        throw new AppError('RATE_LIMITED', 'Many files are being read right now. Please try again in a minute.');
      }
      return new Promise<T>((resolve, reject) => {
        line.push({
          start: () => {
            work()
              .then(resolve, reject)
              .finally(() => {
                busy.delete(userId);
                if (lastServed.size > 10_000 && !lines.has(userId)) lastServed.delete(userId);
                dispatch();
              });
          },
        });
        lines.set(userId, line);
        waiting++;
        dispatch();
      });
    },
  };
}
