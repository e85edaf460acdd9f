/**
 * The built-in engine (DESIGN decision 4): offline, deterministic and fast. It tailors from the
 * profile's own facts, and the fabrication guard checks its output like the model's, so the two
 * engines answer to one rule.
 */
import type { GeneratedCoverLetter, GeneratedResume, ProfileData, UploadResponse } from '@hireready/contract';
import type { AiEngine, EngineResult, JobPosting, TailorInput } from '../engine';
import type { ExtractedDocument } from '../../extraction/extracted-document';
import { guardCoverLetter, guardResume } from '../fabrication-guard';
import { structureResumeBuiltin } from './structure-resume';
import { buildKeywordReport, collectCoverLetterText, collectResumeText } from './tailor/keyword-report';
import { createRelevance, type Relevance } from './tailor/relevance';
import { tailorResumeWithTerms } from './tailor/tailor-resume';
import { writeCoverLetterWithTerms } from './tailor/write-cover-letter';
import { extractJobTerms, type JobTerms } from './terms/extract-terms';

export { extractJobTerms, type JobTerms, type RankedTerm } from './terms/extract-terms';
export { buildKeywordReport, collectCoverLetterText, collectResumeText } from './tailor/keyword-report';

/** The job's terms, as both engines rank them (the LLM engine's keyword report uses them too). */
export function analyzeJob(job: JobPosting): JobTerms {
  return extractJobTerms(job.jobDescription, { jobTitle: job.jobTitle });
}

function relevanceFor(job: JobPosting): { terms: JobTerms; relevance: Relevance } {
  const terms = analyzeJob(job);
  return { terms, relevance: createRelevance(terms.terms) };
}

export function tailorResumeBuiltin(input: TailorInput): EngineResult<GeneratedResume> {
  const { terms, relevance } = relevanceFor(input.job);
  const draft = tailorResumeWithTerms(input, relevance);
  const { document, removed } = guardResume(draft, input.profile, input.job, input.today);
  return {
    document,
    engine: 'builtin',
    model: null,
    keywords: buildKeywordReport(terms.terms, input.profile, collectResumeText(document)),
    removed,
  };
}

export function writeCoverLetterBuiltin(input: TailorInput): EngineResult<GeneratedCoverLetter> {
  const { terms, relevance } = relevanceFor(input.job);
  const draft = writeCoverLetterWithTerms(input, relevance);
  const { document, removed } = guardCoverLetter(draft, input.profile, input.job, input.today);
  return {
    document,
    engine: 'builtin',
    model: null,
    keywords: buildKeywordReport(terms.terms, input.profile as ProfileData, collectCoverLetterText(document)),
    removed,
  };
}

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
