/** Runs the extractor for a known format. Shared by the pool's workers and the in-process path. */
import { extractDoc } from './extract-doc';
import { extractDocx } from './extract-docx';
import { extractPdf } from './extract-pdf';
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';
import { checkTextSize } from './text-size';

/**
 * Parses in this thread, which must already be a sandbox: an extraction-pool worker (capped heap,
 * terminated at the time limit) or the one-shot CLI process.
 */
export async function parseDocument(bytes: Uint8Array, format: DocumentFormat, limits: ExtractionLimits): Promise<ExtractedDocument> {
  return checkTextSize(await parseByFormat(bytes, format, limits), limits);
}

async function parseByFormat(bytes: Uint8Array, format: DocumentFormat, limits: ExtractionLimits): Promise<ExtractedDocument> {
  // The parsers' libraries (pdf.js, word-extractor) load on first use: the CLI pays only for the one the file needs.
  if (format === 'pdf') return extractPdf(bytes, limits);
  if (format === 'docx') return extractDocx(bytes, limits);
  return extractDoc(bytes);
}
