export { createExtractionProvider, extractInProcess, DEFAULT_LIMITS, type ExtractionProvider } from './extract-document';
export { detectFileType } from './detect-file-type';
export type { ExtractedDocument, ExtractedLine, ExtractionLimits, TextRun } from './extracted-document';
