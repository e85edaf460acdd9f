import {
  GENERATION_FIELDS_REQUIRED,
  generationLimitMessage,
  type FiledApplication,
  type GeneratedCoverLetter,
  type GeneratedResume,
  type GenerationMeta,
  type GenerationType,
} from '@hireready/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useGenerateCoverLetter } from '../api/generate-cover-letter';
import { useGenerateResume } from '../api/generate-resume';
import { useIncrementCount } from '../api/increment-count';

export const PROFILE_NOT_LOADED = 'Profile not loaded yet.';

/** SPEC point 8: the failure says 'cover-letter' (the limit message, in the contract, says 'cover letter'). */
const FAILURE_NOUN: Record<GenerationType, string> = { resume: 'resume', cover_letter: 'cover-letter' };

export function generationFailedMessage(type: GenerationType): string {
  return `Something went wrong while generating the ${FAILURE_NOUN[type]}.`;
}

export type JobFields = { jobDescription: string; company: string; jobTitle: string };

/** The structure templates render, kept apart from the report about it. */
export type GenerationResult = ({ kind: 'resume'; data: GeneratedResume } | { kind: 'cover_letter'; data: GeneratedCoverLetter }) & {
  /** New for every generation, so the editable preview starts afresh instead of patching edited DOM. */
  id: number;
  meta: GenerationMeta;
  company: string;
  jobTitle: string;
  /** The application the server filed this generation under. */
  application: FiledApplication | null;
};

type UseGenerateDocumentOptions = {
  /** The signed-in user's id, from the loaded profile; undefined until it has loaded. */
  uid: string | undefined;
  /** Called once a generation has been counted, so the page can refresh the usage it shows. */
  onCounted?: () => void;
  /** File the generation under this application rather than letting the server match one. */
  applicationId?: string;
};

/**
 * Generation (SPEC point 4 and 7): check the fields, count the generation (403: the limit is
 * reached, stop), then generate. One generation at a time; `generating` says which.
 */
export function useGenerateDocument({ uid, onCounted, applicationId }: UseGenerateDocumentOptions) {
  const increment = useIncrementCount({ onCounted });
  const resume = useGenerateResume();
  const coverLetter = useGenerateCoverLetter();
  const [generating, setGenerating] = useState<GenerationType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<GenerationResult | null>(null);
  const resultCount = useRef(0);

  async function generate(type: GenerationType, fields: JobFields) {
    if (generating) return;
    const { parseGenerationRequest } = await import('../lib/parse-generation-request');
    const request = parseGenerationRequest(applicationId ? { ...fields, applicationId } : fields);
    if (!request) {
      setError(GENERATION_FIELDS_REQUIRED);
      return;
    }
    if (!uid) {
      setError(PROFILE_NOT_LOADED);
      return;
    }
    setError(null);
    setGenerating(type);
    try {
      await increment.mutateAsync({ uid, type });
    } catch (countError) {
      setError(countError instanceof ApiError && countError.status === 403 ? generationLimitMessage(type) : generationFailedMessage(type));
      setGenerating(null);
      return;
    }
    try {
      const job = { company: request.company, jobTitle: request.jobTitle };
      const id = ++resultCount.current;
      if (type === 'resume') {
        const { meta, application, ...data } = await resume.mutateAsync(request);
        setResult({ kind: 'resume', data, meta, id, ...job, application: application ?? null });
      } else {
        const { meta, application, ...data } = await coverLetter.mutateAsync(request);
        setResult({ kind: 'cover_letter', data, meta, id, ...job, application: application ?? null });
      }
    } catch {
      setError(generationFailedMessage(type));
    } finally {
      setGenerating(null);
    }
  }

  return { generate, generating, error, result };
}
