/**
 * The file text extraction provider (DESIGN decision 8): at most 5 MB, type by bytes, bounded
 * pages, decompressed size and time; a hostile or broken file becomes a 4xx AppError.
 */
import { UPLOAD_FORMATS_TEXT, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@hireready/contract';
import { AppError } from '../../lib/errors';
import { detectFileType } from './detect-file-type';
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';
import { createExtractionPool, type ExtractionPool, type ExtractionPoolOptions, type ExtractionPoolStats } from './extraction-pool';
import { parseDocument } from './parse-document';
import { tookTooLong } from './read-errors';

export const DEFAULT_LIMITS: ExtractionLimits = {
  maxPages: 10,
  maxDecompressedBytes: 20 * 1024 * 1024,
  timeoutMs: 10_000,
  maxLines: 3_000,
  maxTextChars: 300_000,
};

export type ExtractionProvider = {
  /** Reads an upload in a worker of the pool: a capped heap, terminated at the time limit. */
  extract(bytes: Uint8Array, limits?: Partial<ExtractionLimits>): Promise<ExtractedDocument>;
  readStats(): ExtractionPoolStats;
  /** Stops the workers (graceful shutdown, end of a test file); a later upload starts them again. */
  close(): Promise<void>;
};

/** What every read checks first, in whichever thread it parses. */
function checkUpload(bytes: Uint8Array): DocumentFormat {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);
  }
  if (bytes.byteLength === 0) {
    throw new AppError('UNPROCESSABLE_FILE', `The file is empty. Please upload ${UPLOAD_FORMATS_TEXT}.`);
  }
  const format = detectFileType(bytes);
  if (format === null) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This kind of file cannot be read. Please upload ${UPLOAD_FORMATS_TEXT}.`);
  }
  return format;
}

/** The pool is made on the first upload, so that making the app starts no threads. */
export function createExtractionProvider(poolOptions: Partial<ExtractionPoolOptions> = {}): ExtractionProvider {
  let pool: ExtractionPool | null = null;
  return {
    async extract(bytes, limits = {}) {
      const format = checkUpload(bytes);
      pool ??= createExtractionPool(poolOptions);
      return pool.run({ bytes, format, limits: { ...DEFAULT_LIMITS, ...limits } });
    },
    readStats: () => pool?.readStats() ?? { workers: 0, busy: 0, queued: 0, started: 0, completed: 0 },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.close();
    },
  };
}

/** The caller gets an answer at the time limit even if the work it awaited never settles. */
async function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tookTooLong()), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Parses in this thread, PDFs included: only for a one-shot process such as the CLI, which is its
 * own sandbox (it exits at the time limit, and a file that exhausts its memory ends that process
 * alone). A thread of its own for pdf.js would cost the CLI a thread start and a second load of
 * pdf.js for no protection it lacks.
 */
export async function extractInProcess(bytes: Uint8Array, limits: Partial<ExtractionLimits> = {}): Promise<ExtractedDocument> {
  const format = checkUpload(bytes);
  const bounded: ExtractionLimits = { ...DEFAULT_LIMITS, ...limits };
  return withDeadline(parseDocument(bytes, format, bounded), bounded.timeoutMs);
}
