/**
 * One of the built-in engine's threads (decisions 013 and 025): it tailors resumes and writes cover
 * letters for the server's main thread, which meanwhile goes on with HTTP and the database.
 */
import { serveJobs } from '../../../lib/worker-pool/serve-jobs';
import { warmUpTextAnalysis } from '../../../text/analyze-text';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import type { EngineJob, EngineJobResult } from './engine-thread-messages';

// The vocabulary's index is built before the thread says ready, so no job's time limit pays for it.
warmUpTextAnalysis();

serveJobs<EngineJob, EngineJobResult>((job) =>
  job.kind === 'resume' ? tailorResumeBuiltin(job.input) : writeCoverLetterBuiltin(job.input),
);
