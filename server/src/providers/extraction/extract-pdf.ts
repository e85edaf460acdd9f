/**
 * PDF text with positions, font size and weight per run, via pdf.js (pdf-reader.mjs): either in a
 * one-shot worker of its own (the CLI) or in the thread of an extraction-pool worker.
 */
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import type { ExtractedDocument, ExtractionLimits, TextRun } from './extracted-document';
import { arrangeDocumentLines } from './layout-lines';

export type PdfReaderReply =
  | { ok: true; pageCount: number; pages: TextRun[][]; links: string[] }
  | { ok: false; reason: 'password' | 'invalid' };

type PdfReaderModule = {
  readPdf(input: { bytes: Uint8Array; maxPages: number }): Promise<PdfReaderReply>;
  loadPdfjs(): Promise<unknown>;
};

const DEFAULT_MAX_HEAP_MB = 256;

function damaged(): AppError {
  return new AppError(
    'UNPROCESSABLE_FILE',
    'This PDF could not be read; it may be damaged. Please upload another copy.',
  );
}

/** A URL, not a specifier: the reader is plain JavaScript, outside TypeScript's module graph. */
export function importPdfReader(): Promise<PdfReaderModule> {
  return import(new URL('./pdf-reader.mjs', import.meta.url).href) as Promise<PdfReaderModule>;
}

function readInOwnWorker(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  maxHeapMb: number,
): Promise<PdfReaderReply> {
  return new Promise((resolve, reject) => {
    // execArgv: [] keeps the TypeScript loader out of this thread (the reason the reader is plain JS).
    const worker = new Worker(new URL('./pdf-reader-worker.mjs', import.meta.url), {
      workerData: { bytes, maxPages: limits.maxPages },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let isDone = false;
    const finish = (action: () => void) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new AppError(
              'UNPROCESSABLE_FILE',
              'This PDF took too long to read. Please upload a simpler copy.',
            ),
          ),
        ),
      limits.timeoutMs,
    );
    worker.on('message', (reply: PdfReaderReply) => finish(() => resolve(reply)));
    // Out-of-memory (ERR_WORKER_OUT_OF_MEMORY) and crashes inside pdf.js end the worker, not the process.
    worker.on('error', () => finish(() => reject(damaged())));
    worker.on('exit', () => finish(() => reject(damaged())));
  });
}

function buildPdfDocument(reply: PdfReaderReply): ExtractedDocument {
  if (!reply.ok) {
    if (reply.reason === 'password') {
      throw new AppError(
        'UNPROCESSABLE_FILE',
        'This PDF is password-protected. Please upload a copy without a password.',
      );
    }
    throw damaged();
  }
  const lines = arrangeDocumentLines(reply.pages);
  if (lines.length === 0) {
    throw new AppError(
      'UNPROCESSABLE_FILE',
      'This PDF has no selectable text (it may be a scan or an image). Please upload a text-based PDF or a Word file.',
    );
  }
  return { format: 'pdf', lines, links: [...new Set(reply.links)], pageCount: reply.pageCount };
}

/** In this thread: only for a thread that is itself a bounded worker (the extraction pool's). */
export async function extractPdfInThread(
  bytes: Uint8Array,
  limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  const reader = await importPdfReader();
  return buildPdfDocument(await reader.readPdf({ bytes, maxPages: limits.maxPages }));
}

export async function extractPdf(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  maxHeapMb = DEFAULT_MAX_HEAP_MB,
): Promise<ExtractedDocument> {
  return buildPdfDocument(await readInOwnWorker(bytes, limits, maxHeapMb));
}
