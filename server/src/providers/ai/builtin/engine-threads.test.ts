import { afterAll, describe, expect, it } from 'vitest';
import { DATA_ENGINEER_JOB, TODAY, makeProfile } from '../test-support/sample-profile';
import { createEngineThreads, type EngineThreads } from './engine-threads';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';

const input = { profile: makeProfile(), job: DATA_ENGINEER_JOB, today: TODAY };
const fixture = (name: string) => async () => new URL(`../../../../test/fixtures/${name}`, import.meta.url);

describe('the built-in engine on its threads', () => {
  const opened: EngineThreads[] = [];
  const open = (...args: Parameters<typeof createEngineThreads>) => {
    const threads = createEngineThreads(...args);
    opened.push(threads);
    return threads;
  };
  afterAll(async () => {
    await Promise.all(opened.map((threads) => threads.close()));
  });

  it('answers exactly what the engine answers in process, for resumes and cover letters', async () => {
    const threads = open();
    expect(await threads.readMode()).toBe('threads');
    expect(await threads.tailorResume(input)).toEqual(tailorResumeBuiltin(input));
    expect(await threads.writeCoverLetter(input)).toEqual(writeCoverLetterBuiltin(input));
  });

  it('answers every one of many overlapping jobs with its own document', async () => {
    const threads = open({ size: 2 });
    const companies = Array.from({ length: 24 }, (_, i) => `Company ${i}`);
    const inputs = companies.map((company) => ({ ...input, job: { ...input.job, company } }));
    const letters = await Promise.all(inputs.map((one) => threads.writeCoverLetter(one)));
    expect(letters).toEqual(inputs.map((one) => writeCoverLetterBuiltin(one)));
    expect(letters[5]?.document.body.join(' ')).toContain('Company 5');
  });

  it('fails the job of a thread that dies, with the reason, and does not hang', async () => {
    const threads = open({}, fixture('engine-thread-that-dies.mjs'));
    await expect(threads.tailorResume(input)).rejects.toThrow(/The document generator stopped/);
    await expect(threads.tailorResume(input)).rejects.toThrow(/The document generator stopped/);
  });

  it('fails the jobs of a thread that never gets ready, within the start-up limit', async () => {
    const threads = open({ jobTimeoutMs: 60_000, startupTimeoutMs: 300 }, fixture('engine-thread-that-never-starts.mjs'));
    await expect(threads.tailorResume(input)).rejects.toThrow(/took too long/);
  });

  it('fails a job that runs past its time limit', async () => {
    const threads = open({ jobTimeoutMs: 300 }, fixture('engine-thread-that-hangs.mjs'));
    await expect(threads.writeCoverLetter(input)).rejects.toThrow(/took too long/);
  });

  it('fails alone a job whose input cannot be copied to a thread; the thread goes on', async () => {
    const threads = open({ jobTimeoutMs: 300 });
    const uncopyable = { ...input, job: { ...input.job, jobTitle: (() => 'x') as unknown as string } };
    await expect(threads.tailorResume(uncopyable)).rejects.toThrow(/could not be cloned/);
    // Jobs one after another past the refused job's time limit: none is failed by it.
    const expected = tailorResumeBuiltin(input);
    for (const until = Date.now() + 600; Date.now() < until;) expect(await threads.tailorResume(input)).toEqual(expected);
  });

  it('works in process when no thread can be had', async () => {
    for (const workerUrl of [async () => null, async () => Promise.reject(new Error('no bundler here'))]) {
      const threads = open({}, workerUrl);
      expect(await threads.readMode()).toBe('in-process');
      expect(await threads.tailorResume(input)).toEqual(tailorResumeBuiltin(input));
    }
  });

  it('refuses work once closed', async () => {
    const threads = open();
    await threads.close();
    await expect(threads.tailorResume(input)).rejects.toThrow(/closed/);
  });
});
