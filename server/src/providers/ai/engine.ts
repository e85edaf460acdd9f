/**
 * The AI engine (DESIGN decision 4): one interface, two implementations — the built-in offline
 * engine (deterministic, never invents facts) and an OpenAI-compatible model server.
 */
import type {
  EngineId,
  GeneratedCoverLetter,
  GeneratedResume,
  KeywordReport,
  ProfileData,
  UploadResponse,
} from '@hireready/contract';
import type { ExtractedDocument } from '../extraction/extracted-document';

export type JobPosting = {
  jobDescription: string;
  company: string;
  jobTitle: string;
};

export type TailorInput = {
  /** The stored profile, with the account e-mail. */
  profile: ProfileData & { email: string };
  job: JobPosting;
  /** Today's date for the cover letter, fixed by the caller so output is reproducible. */
  today: Date;
};

export type EngineResult<T> = {
  document: T;
  engine: EngineId;
  /** The model that wrote it, for the LLM engine. */
  model: string | null;
  keywords: KeywordReport;
  /** Facts the fabrication guard removed because the profile does not contain them. */
  removed: string[];
};

export type AiEngine = {
  readonly id: EngineId;
  tailorResume(input: TailorInput, signal?: AbortSignal): Promise<EngineResult<GeneratedResume>>;
  writeCoverLetter(input: TailorInput, signal?: AbortSignal): Promise<EngineResult<GeneratedCoverLetter>>;
  /** Turns the text (and layout) of an uploaded resume into the upload response (SPEC point 3). */
  structureResume(document: ExtractedDocument, signal?: AbortSignal): Promise<UploadResponse>;
};
