/**
 * The built-in engine (DESIGN decision 4): offline, deterministic and fast. It tailors from the
 * profile's own facts, and the fabrication guard checks its output like the model's, so the two
 * engines answer to one rule.
 */
import type { UploadResponse } from '@hireready/contract';
import type { ExtractedDocument } from '../../extraction/extracted-document';
import type { AiEngine } from '../engine';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import { structureResumeBuiltin } from './structure-resume';

export * from './generate';

function throwIfAborted(signal?: AbortSignal) {
  signal?.throwIfAborted();
}

export function createBuiltinEngine(): AiEngine {
  return {
    id: 'builtin',
    async tailorResume(input, signal) {
      throwIfAborted(signal);
      return tailorResumeBuiltin(input);
    },
    async writeCoverLetter(input, signal) {
      throwIfAborted(signal);
      return writeCoverLetterBuiltin(input);
    },
    async structureResume(document: ExtractedDocument, signal): Promise<UploadResponse> {
      throwIfAborted(signal);
      return structureResumeBuiltin(document);
    },
  };
}
