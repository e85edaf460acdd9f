/** What the extraction pool hands its workers (the envelope is the worker pool's, lib/worker-pool). */
import type { DocumentFormat, ExtractionLimits } from './extracted-document';

export type ExtractionJob = {
  bytes: Uint8Array;
  format: DocumentFormat;
  limits: ExtractionLimits;
};
