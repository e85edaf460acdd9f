/** Runs the extractor for a known format. Shared by the pool's workers and the in-process path. */
import { AppError } from '../../lib/errors';
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';

export type ParseOptions = {
  /** Read a PDF in this thread: true only inside a worker that is already the sandbox. */
  isPdfInThread: boolean;
};

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

export async function parseDocument(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ExtractionLimits,
  options: ParseOptions = { isPdfInThread: false },
): Promise<ExtractedDocument> {
  return checkTextSize(await parseByFormat(bytes, format, limits, options), limits);
}

async function parseByFormat(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ExtractionLimits,
  options: ParseOptions,
): Promise<ExtractedDocument> {
  // Lazy imports: the CLI pays only for the parser the file needs.
  if (format === 'pdf') {
    const pdf = await import('./extract-pdf');
    return options.isPdfInThread ? pdf.extractPdfInThread(bytes, limits) : pdf.extractPdf(bytes, limits);
  }
  if (format === 'docx') return (await import('./extract-docx')).extractDocx(bytes, limits);
  return (await import('./extract-doc')).extractDoc(bytes);
}
