/**
 * A bounded queue in front of password hashing. Each argon2id hash takes ~19 MiB and tens of
 * milliseconds on libuv's small thread pool, which also reads static files: unbounded, a burst of
 * sign-ins queues there and slows every other request. Two hash at a time; 32 more may wait; past
 * that a caller is told to come back (429) at once instead of waiting behind the burst.
 */
import { AppError } from '../../lib/errors';

const RUNNING_MAX = 2;
const WAITING_MAX = 32;

let running = 0;
const waiting: (() => void)[] = [];

export async function inHashingQueue<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING_MAX) {
    if (waiting.length >= WAITING_MAX) {
      throw new AppError('RATE_LIMITED', 'Many people are signing in right now. Please try again in a few seconds.');
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` never drops below the work in hand.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
