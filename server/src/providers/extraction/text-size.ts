/** How much text an extracted file may hold: a resume, not a book (ExtractionLimits). */
import { AppError } from '../../lib/errors';
import type { ExtractedDocument, ExtractionLimits } from './extracted-document';

export function tooMuchText(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This file holds far more text than a resume. Please upload your resume on its own.');
}

/** The bound applies to every format here; extract-docx.ts also stops early, while it reads. */
export function checkTextSize(document: ExtractedDocument, limits: ExtractionLimits): ExtractedDocument {
  if (document.lines.length > limits.maxLines) throw tooMuchText();
  let chars = 0;
  for (const line of document.lines) chars += line.text.length;
  if (chars > limits.maxTextChars) throw tooMuchText();
  return document;
}
