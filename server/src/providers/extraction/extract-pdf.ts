/**
 * PDF text with positions, font size and weight per run, via pdf.js (pdf-reader.ts), in a thread
 * that is already a sandbox: an extraction-pool worker or the one-shot CLI.
 */
import { AppError } from '../../lib/errors';
import type { ExtractedDocument, ExtractionLimits } from './extracted-document';
import { arrangeDocumentLines } from './layout-lines';
import { readPdf, type PdfReaderReply } from './pdf-reader';
import { withinStreamBudget } from './pdf-stream-budget';

function damaged(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This PDF could not be read; it may be damaged. Please upload another copy.');
}

function buildPdfDocument(reply: PdfReaderReply): ExtractedDocument {
  if (!reply.ok) {
    if (reply.reason === 'password') {
      throw new AppError('UNPROCESSABLE_FILE', 'This PDF is password-protected. Please upload a copy without a password.');
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
  if (!(await withinStreamBudget(bytes, limits.maxDecompressedBytes))) {
    throw new AppError('UNPROCESSABLE_FILE', 'This PDF expands to far more than a resume needs. Please upload a simpler copy.');
  }
  return buildPdfDocument(await readPdf({ bytes, maxPages: limits.maxPages }));
}
