/** What the server and the built-in engine's threads (engine-thread-worker.ts) say to each other. */
import type { GeneratedCoverLetter, GeneratedResume } from '@hireready/contract';
import type { EngineResult, TailorInput } from '../engine';

export type EngineJobKind = 'resume' | 'cover_letter';

export type EngineJob = { id: number; kind: EngineJobKind; input: TailorInput };

export type EngineJobResult = EngineResult<GeneratedResume> | EngineResult<GeneratedCoverLetter>;

export type EngineReply = { id: number; ok: true; result: EngineJobResult } | { id: number; ok: false; message: string };

/** A thread says so once it has loaded its code and the posting reader's vocabulary, before any job. */
export type EngineReady = { ready: true };
