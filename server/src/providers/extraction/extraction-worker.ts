/**
 * Worker-thread entry: parses one file and posts the result. Running here means a file that
 * exhausts memory or spins forever costs a terminated worker, not the server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import type { WorkerReply, WorkerRequest } from './extract-document';
import { parseDocument } from './parse-document';

async function run(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const document = await parseDocument(request.bytes, request.format, request.limits);
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

parentPort?.postMessage(await run(workerData as WorkerRequest));
