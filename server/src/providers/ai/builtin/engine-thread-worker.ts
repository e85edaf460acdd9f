/**
 * One of the built-in engine's threads (decision 013): it tailors resumes and writes cover letters
 * for the server's main thread, which meanwhile goes on with HTTP and the database. Compiled by
 * server/build.js into dist/workers/engine-thread.js, which is what starts.
 */
import { parentPort } from 'node:worker_threads';
import { warmUpTextAnalysis } from '../../../text/analyze-text';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import type { EngineJob, EngineReady, EngineReply } from './engine-thread-messages';

const port = parentPort;
if (!port) throw new Error('engine-thread-worker runs only as a worker thread');

// The vocabulary's index is built before the first job, so no job's time limit pays for it.
warmUpTextAnalysis();
port.postMessage({ ready: true } satisfies EngineReady);

port.on('message', (job: EngineJob) => {
  let reply: EngineReply;
  try {
    const result = job.kind === 'resume' ? tailorResumeBuiltin(job.input) : writeCoverLetterBuiltin(job.input);
    reply = { id: job.id, ok: true, result };
  } catch (error) {
    reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
