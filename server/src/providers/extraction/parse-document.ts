/** Runs the extractor for a known format. Shared by the isolating worker and the in-process path. */
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';

export async function parseDocument(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  // Lazy imports: the CLI pays only for the parser the file needs.
  if (format === 'pdf') return (await import('./extract-pdf')).extractPdf(bytes, limits);
  if (format === 'docx') return (await import('./extract-docx')).extractDocx(bytes, limits);
  return (await import('./extract-doc')).extractDoc(bytes);
}
