/**
 * The AI engine (DESIGN decision 4): one interface, two implementations — the built-in offline
 * engine (deterministic, never invents facts) and an OpenAI-compatible model server.
 */
import type {
  ApplicationStatus,
  EngineId,
  FollowUpDraft,
  FollowUpKind,
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

/** What a follow-up or thank-you note may draw on: the application and the person's own profile. */
export type FollowUpInput = {
  kind: FollowUpKind;
  profile: ProfileData & { email: string };
  application: {
    company: string;
    jobTitle: string;
    status: ApplicationStatus;
    /** 'YYYY-MM-DD', when known. */
    appliedOn: string | null;
    interviewAt: Date | null;
    postingText: string;
  };
  today: Date;
};

export type AiEngine = {
  readonly id: EngineId;
  tailorResume(input: TailorInput, signal?: AbortSignal): Promise<EngineResult<GeneratedResume>>;
  writeCoverLetter(input: TailorInput, signal?: AbortSignal): Promise<EngineResult<GeneratedCoverLetter>>;
  /** Turns the text (and layout) of an uploaded resume into the upload response (SPEC point 3). */
  structureResume(document: ExtractedDocument, signal?: AbortSignal): Promise<UploadResponse>;
  /** A short, truthful follow-up or thank-you note for the user to edit and send themselves. */
  draftFollowUp(input: FollowUpInput, signal?: AbortSignal): Promise<FollowUpDraft>;
};
