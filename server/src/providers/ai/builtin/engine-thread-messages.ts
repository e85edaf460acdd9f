/** What the server hands the built-in engine's threads (engine-thread-worker.ts); the envelope is the worker pool's. */
import type { GeneratedCoverLetter, GeneratedResume } from '@hireready/contract';
import type { EngineResult, TailorInput } from '../engine';

export type EngineJobKind = 'resume' | 'cover_letter';

export type EngineJob = { kind: EngineJobKind; input: TailorInput };

export type EngineJobResult = EngineResult<GeneratedResume> | EngineResult<GeneratedCoverLetter>;
