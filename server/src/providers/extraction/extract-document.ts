/**
 * The file text extraction provider (DESIGN decision 8): at most 5 MB, type by bytes, bounded
 * pages, decompressed size and time; a hostile or broken file becomes a 4xx AppError.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@hireready/contract';
import { AppError } from '../../lib/errors';
import { detectFileType } from './detect-file-type';
import type { ExtractedDocument, ExtractionLimits } from './extracted-document';
import { createExtractionPool, type ExtractionPool } from './extraction-pool';
import { parseDocument } from './parse-document';

export type ExtractOptions = Partial<ExtractionLimits> & {
  /**
   * Parse in a worker of the extraction pool, with a capped heap, terminated at the time limit
   * (the default). `false` parses in this thread, PDFs included: only for a one-shot process such
   * as the CLI, which is its own sandbox (it exits at the time limit, and a file that exhausts its
   * memory ends that process alone). A thread of its own for pdf.js would cost the CLI a thread
   * start and a second load of pdf.js, a third of its run time, for no protection it lacks.
   */
  isolate?: boolean;
};

export const DEFAULT_LIMITS: ExtractionLimits = {
  maxPages: 10,
  maxDecompressedBytes: 20 * 1024 * 1024,
  timeoutMs: 10_000,
  maxLines: 3_000,
  maxTextChars: 300_000,
};

let sharedPool: ExtractionPool | null = null;

/** The process's pool, created on the first upload so that importing the server starts no threads. */
export function readExtractionPool(): ExtractionPool {
  sharedPool ??= createExtractionPool();
  return sharedPool;
}

/** Stops the pool's workers (graceful shutdown, end of a test file); the next upload starts a new pool. */
export async function closeExtractionPool(): Promise<void> {
  const pool = sharedPool;
  sharedPool = null;
  await pool?.close();
}

function timedOut(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This file took too long to read. Please upload a simpler copy.');
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
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);
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
  const { isolate = true, ...overrides } = options;
  const limits: ExtractionLimits = { ...DEFAULT_LIMITS, ...overrides };
  if (isolate) return readExtractionPool().run({ bytes, format, limits });
  return withDeadline(parseDocument(bytes, format, limits), limits.timeoutMs);
}
