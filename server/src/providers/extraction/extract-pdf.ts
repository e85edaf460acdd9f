/**
 * PDF text with positions, font size and weight per run, via pdf.js (pdf-reader.mjs), in a thread
 * that is already a sandbox: an extraction-pool worker or the one-shot CLI.
 */
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

/** Reads in this thread: callers run it where the thread is the sandbox (see parse-document.ts). */
export async function extractPdf(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedDocument> {
  const reader = await importPdfReader();
  return buildPdfDocument(await reader.readPdf({ bytes, maxPages: limits.maxPages }));
}
