import { expect, it } from 'vitest';
import { createUploadQueue } from './upload-queue';

/** Work that finishes when the test says so, recording when it started. */
function controlled(started: string[]) {
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { job, finish };
}

it("reads one file per user at a time and gives a free slot to the user served least recently, not to one user's pile", async () => {
  const started: string[] = [];
  const { job, finish } = controlled(started);
  const queue = createUploadQueue({ slots: 2, waitingPerUser: 1, waitingMax: 64 });
  const done = [
    queue.run('mallory', job('m1')),
    queue.run('mallory', job('m2')),
    queue.run('alice', job('a1')),
    queue.run('bob', job('b1')),
  ];
  await new Promise((r) => setTimeout(r, 0));
  // Mallory's second file waits for her first; Alice gets the other slot.
  expect(started).toEqual(['m1', 'a1']);
  // A third file from Mallory while two are in hand is refused at once.
  expect(() => queue.run('mallory', job('m3'))).toThrow(/still being read/);
  await finish('m1');
  // Bob has never been served: he goes before Mallory's second file.
  expect(started).toEqual(['m1', 'a1', 'b1']);
  await finish('a1');
  expect(started).toEqual(['m1', 'a1', 'b1', 'm2']);
  await finish('b1');
  await finish('m2');
  expect(await Promise.all(done)).toEqual(['m1', 'm2', 'a1', 'b1']);
});

it('passes failures to their caller and frees the slot', async () => {
  const queue = createUploadQueue({ slots: 1, waitingPerUser: 1, waitingMax: 64 });
  await expect(queue.run('u', () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
  expect(await queue.run('u', () => Promise.resolve('next'))).toBe('next');
});
