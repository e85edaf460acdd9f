/**
 * Long-lived worker of the extraction pool (extraction-pool.ts): loads every parser once, then
 * parses one file at a time for as long as the pool keeps it. Running here means a file that
 * exhausts memory or spins forever costs a terminated worker, not the server.
 */
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import { parseDocument } from './parse-document';
import { loadPdfjs } from './pdf-reader';
import type { ExtractionJob, ExtractionResult, WorkerMessage } from './pool-messages';

async function run(job: ExtractionJob): Promise<ExtractionResult> {
  try {
    const document = await parseDocument(job.bytes, job.format, job.limits);
    return { ok: true, document };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    return {
      ok: false,
      code: 'UNPROCESSABLE_FILE',
      message: 'This file could not be read. Please upload another copy.',
    };
  }
}

function post(message: WorkerMessage): void {
  parentPort?.postMessage(message);
}

// Warm every parser before saying ready, so no upload pays a module load: the pool starts a job's
// clock when it hands the job over, and loading pdf.js is not the file's fault.
await Promise.all([import('word-extractor'), loadPdfjs()]);

parentPort?.on('message', (job: ExtractionJob) => {
  void run(job).then((result) => post({ kind: 'done', id: job.id, result }));
});
post({ kind: 'ready' });
