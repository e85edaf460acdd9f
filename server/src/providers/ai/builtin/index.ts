/**
 * The built-in engine (DESIGN decision 4): offline, deterministic and fast. It tailors from the
 * profile's own facts, and the fabrication guard checks its output like the model's, so the two
 * engines answer to one rule.
 */
import type { UploadResponse } from '@hireready/contract';
import type { ExtractedDocument } from '../../extraction/extracted-document';
import { warmUpTextAnalysis } from '../../../text/analyze-text';
import type { AiEngine } from '../engine';
import { createEngineThreads, type EngineThreads } from './engine-threads';
import { draftFollowUpBuiltin } from './follow-up/draft-follow-up';
import { structureResumeBuiltin } from './structure-resume';

export * from './generate';

function throwIfAborted(signal?: AbortSignal) {
  signal?.throwIfAborted();
}

/**
 * `threads` runs the tailoring on worker threads (decision 013); by default a set of them is made
 * for this engine, started when the first document is asked for.
 */
export function createBuiltinEngine(threads: EngineThreads = createEngineThreads()): AiEngine {
  // The vocabulary's index serves the import's skills and the fabrication guard on this thread:
  // built as the engine is made, not inside the first request that needs it.
  warmUpTextAnalysis();
  return {
    id: 'builtin',
    async tailorResume(input, signal) {
      throwIfAborted(signal);
      return threads.tailorResume(input);
    },
    async writeCoverLetter(input, signal) {
      throwIfAborted(signal);
      return threads.writeCoverLetter(input);
    },
    async structureResume(document: ExtractedDocument, signal): Promise<UploadResponse> {
      throwIfAborted(signal);
      return structureResumeBuiltin(document);
    },
    async draftFollowUp(input, signal) {
      throwIfAborted(signal);
      return draftFollowUpBuiltin(input);
    },
  };
}
