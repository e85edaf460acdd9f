/**
 * Long-lived worker of the extraction pool (extraction-pool.ts): loads every parser once, then
 * parses one file at a time for as long as the pool keeps it. Running here means a file that
 * exhausts memory or spins forever costs a terminated worker, not the server.
 */
import { AppError } from '../../lib/errors';
import { serveJobs } from '../../lib/worker-pool/serve-jobs';
import type { ExtractedDocument } from './extracted-document';
import { parseDocument } from './parse-document';
import { loadPdfjs } from './pdf-reader';
import type { ExtractionJob } from './pool-messages';
import { unreadable } from './read-errors';

async function read(job: ExtractionJob): Promise<ExtractedDocument> {
  try {
    return await parseDocument(job.bytes, job.format, job.limits);
  } catch (error) {
    // A parser's own exception is the file's problem, told as one message; ours carry their code.
    throw error instanceof AppError ? error : unreadable();
  }
}

// Every parser is warm before the worker says ready, so no upload pays a module load: the pool
// starts a job's clock when it hands the job over, and loading pdf.js is not the file's fault.
serveJobs(read, { warmUp: Promise.all([import('word-extractor'), loadPdfjs()]) });
