/** Runs the extractor for a known format. Shared by the pool's workers and the in-process path. */
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';

export type ParseOptions = {
  /** Read a PDF in this thread: true only inside a worker that is already the sandbox. */
  isPdfInThread: boolean;
};

export async function parseDocument(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ExtractionLimits,
  options: ParseOptions = { isPdfInThread: false },
): Promise<ExtractedDocument> {
  // Lazy imports: the CLI pays only for the parser the file needs.
  if (format === 'pdf') {
    const pdf = await import('./extract-pdf');
    return options.isPdfInThread ? pdf.extractPdfInThread(bytes, limits) : pdf.extractPdf(bytes, limits);
  }
  if (format === 'docx') return (await import('./extract-docx')).extractDocx(bytes, limits);
  return (await import('./extract-doc')).extractDoc(bytes);
}
