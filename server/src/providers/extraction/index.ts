export {
  extractDocument,
  closeExtractionPool,
  DEFAULT_LIMITS,
  type ExtractOptions,
} from './extract-document';
export { detectFileType } from './detect-file-type';
export type { ExtractedDocument, ExtractedLine, ExtractionLimits, TextRun } from './extracted-document';
