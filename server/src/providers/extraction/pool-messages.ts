/** What the extraction pool and its workers say to each other (types only: both sides import it). */
import type { ErrorCode } from '@hireready/contract';
import type { DocumentFormat, ExtractedDocument, ExtractionLimits } from './extracted-document';

export type ExtractionJob = {
  id: number;
  bytes: Uint8Array;
  format: DocumentFormat;
  limits: ExtractionLimits;
};

export type ExtractionResult =
  { ok: true; document: ExtractedDocument } | { ok: false; code: ErrorCode; message: string };

export type WorkerMessage = { kind: 'ready' } | { kind: 'done'; id: number; result: ExtractionResult };
