/** Runs the extractor for a known format. Shared by the pool's workers and the in-process path. */
import { AppError } from '../../lib/errors';
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';

export function tooMuchText(): AppError {
  return new AppError(
    'UNPROCESSABLE_FILE',
    'This file holds far more text than a resume. Please upload your resume on its own.',
  );
}

/** The bound applies to every format here; extract-docx.ts also stops early, while it reads. */
function checkTextSize(document: ExtractedDocument, limits: ExtractionLimits): ExtractedDocument {
  if (document.lines.length > limits.maxLines) throw tooMuchText();
  let chars = 0;
  for (const line of document.lines) chars += line.text.length;
  if (chars > limits.maxTextChars) throw tooMuchText();
  return document;
}

/**
 * Parses in this thread, which must already be a sandbox: an extraction-pool worker (capped heap,
 * terminated at the time limit) or the one-shot CLI process.
 */
export async function parseDocument(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  return checkTextSize(await parseByFormat(bytes, format, limits), limits);
}

async function parseByFormat(bytes: Uint8Array, format: DocumentFormat, limits: ExtractionLimits): Promise<ExtractedDocument> {
  // Lazy imports: the CLI pays only for the parser the file needs.
  if (format === 'pdf') return (await import('./extract-pdf')).extractPdf(bytes, limits);
  if (format === 'docx') return (await import('./extract-docx')).extractDocx(bytes, limits);
  return (await import('./extract-doc')).extractDoc(bytes);
}
