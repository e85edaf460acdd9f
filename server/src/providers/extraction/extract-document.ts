/**
 * The file text extraction provider (DESIGN decision 8): at most 5 MB, type by bytes, bounded
 * pages, decompressed size and time; a hostile or broken file becomes a 4xx AppError.
 */
import { Worker } from 'node:worker_threads';
import { UPLOAD_MAX_BYTES, type ErrorCode } from '@hireready/contract';
import { AppError } from '../../lib/errors';
import { detectFileType } from './detect-file-type';
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';

export type ExtractOptions = Partial<ExtractionLimits> & {
  /**
   * Parse in a worker thread with a memory cap, terminated at the time limit (the default).
   * A one-shot process such as the CLI may parse in-process: the process is its own sandbox.
   */
  isolate?: boolean;
  /** Heap cap of the worker, in MB. */
  maxHeapMb?: number;
};

export type WorkerRequest = { bytes: Uint8Array; format: DocumentFormat; limits: ExtractionLimits };
export type WorkerReply =
  { ok: true; document: ExtractedDocument } | { ok: false; code: ErrorCode; message: string };

export const DEFAULT_LIMITS: ExtractionLimits = {
  maxPages: 10,
  maxDecompressedBytes: 20 * 1024 * 1024,
  timeoutMs: 10_000,
};
const DEFAULT_MAX_HEAP_MB = 256;

function timedOut(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This file took too long to read. Please upload a simpler copy.');
}

/** From source (.ts) the worker starts through a bootstrap that registers tsx; compiled, directly. */
function createWorker(request: WorkerRequest, maxHeapMb: number): Worker {
  const isSource = import.meta.url.endsWith('.ts');
  const entry = new URL(
    isSource ? './extraction-worker-from-source.mjs' : './extraction-worker.js',
    import.meta.url,
  );
  return new Worker(entry, {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
}

function parseInWorker(request: WorkerRequest, maxHeapMb: number): Promise<ExtractedDocument> {
  return new Promise((resolve, reject) => {
    const worker = createWorker(request, maxHeapMb);
    let isDone = false;
    const finish = (action: () => void) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(timedOut())), request.limits.timeoutMs);
    worker.on('message', (reply: WorkerReply) =>
      finish(() => (reply.ok ? resolve(reply.document) : reject(new AppError(reply.code, reply.message)))),
    );
    // ERR_WORKER_OUT_OF_MEMORY and crashes inside the parser land here, not in the server.
    worker.on('error', () =>
      finish(() =>
        reject(
          new AppError('UNPROCESSABLE_FILE', 'This file could not be read. Please upload another copy.'),
        ),
      ),
    );
    worker.on('exit', () =>
      finish(() =>
        reject(
          new AppError('UNPROCESSABLE_FILE', 'This file could not be read. Please upload another copy.'),
        ),
      ),
    );
  });
}

async function parseInProcess(request: WorkerRequest): Promise<ExtractedDocument> {
  const { parseDocument } = await import('./parse-document');
  return parseDocument(request.bytes, request.format, request.limits);
}

/** The caller gets an answer at the time limit even if the work it awaited never settles. */
async function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function extractDocument(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB. Please upload a smaller file.');
  }
  if (bytes.byteLength === 0) {
    throw new AppError(
      'UNPROCESSABLE_FILE',
      'The file is empty. Please upload your resume as a PDF, DOCX or DOC file.',
    );
  }
  const format = detectFileType(bytes);
  if (format === null) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please upload a PDF, DOCX or DOC file.');
  }
  const { isolate = true, maxHeapMb = DEFAULT_MAX_HEAP_MB, ...limits } = options;
  const request: WorkerRequest = { bytes, format, limits: { ...DEFAULT_LIMITS, ...limits } };
  // A PDF is always read in its own plain-JavaScript worker (extract-pdf.ts): that is its sandbox.
  if (format === 'pdf')
    return withDeadline(
      import('./extract-pdf').then((m) => m.extractPdf(bytes, request.limits, maxHeapMb)),
      request.limits.timeoutMs,
    );
  return isolate
    ? parseInWorker(request, maxHeapMb)
    : withDeadline(parseInProcess(request), request.limits.timeoutMs);
}
