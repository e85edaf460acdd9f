/**
 * The built-in engine's generation steps, apart from the engine object so that the benchmark and
 * the LLM engine (which reuses the term extraction and keyword report) need nothing else.
 */
import type { GeneratedCoverLetter, GeneratedResume, KeywordReport, ProfileData } from '@hireready/contract';
import { memoizeText } from '../../../lib/memoize-text';
import type { EngineResult, JobPosting, TailorInput } from '../engine';
import { guardCoverLetter, guardResume } from '../fabrication-guard';
import { buildKeywordReport, collectCoverLetterText, collectResumeText, type DocumentText } from '../../../text/keyword-report';
import { extractJobTerms, type JobTerms, type RankedTerm } from '../../../text/extract-terms';
import { createRelevance, type Relevance } from './tailor/relevance';
import { tailorResumeWithTerms } from './tailor/tailor-resume';
import { writeUntailoredLetter, writeUntailoredResume } from './tailor/untailored';
import { writeCoverLetterWithTerms } from './tailor/write-cover-letter';

/** The job's terms, as both engines rank them (the LLM engine's keyword report uses them too). */
export function analyzeJob(job: JobPosting): JobTerms {
  return analyzeJobText(`${job.company}\u0000${job.jobTitle}\u0000${job.jobDescription}`);
}

/**
 * Kept per posting (memoizeText): a user writes a resume and a letter for one posting, and often
 * several of each. Callers must not change the answer.
 */
const analyzeJobText = memoizeText((key: string) => {
  const [company = '', jobTitle = '', ...description] = key.split('\u0000');
  return extractJobTerms(description.join('\u0000'), { jobTitle, company });
}, 2_000_000);

/**
 * The keyword report of a document, measured against the same kind of document this engine writes
 * without the job (the report's "before"). The LLM engine reports through this too.
 */
export function reportKeywords(
  terms: RankedTerm[],
  profile: ProfileData,
  document: DocumentText,
  options: { today?: Date } = {},
): KeywordReport {
  const baseline =
    document.kind === 'resume'
      ? collectResumeText(writeUntailoredResume(profile))
      : collectCoverLetterText(writeUntailoredLetter(profile, options.today ?? new Date()));
  return buildKeywordReport(terms, profile, document, baseline);
}

function relevanceFor(job: JobPosting): { terms: JobTerms; relevance: Relevance } {
  const terms = analyzeJob(job);
  // The title ranks what to show ('Data Engineer' bullets first) but is no skill to report.
  return { terms, relevance: createRelevance(terms.title ? [...terms.terms, terms.title] : terms.terms) };
}

export function tailorResumeBuiltin(input: TailorInput): EngineResult<GeneratedResume> {
  const { terms, relevance } = relevanceFor(input.job);
  const draft = tailorResumeWithTerms(input, relevance);
  const { document, removed } = guardResume(draft, input.profile, input.job, input.today);
  return {
    document,
    engine: 'builtin',
    model: null,
    keywords: reportKeywords(terms.terms, input.profile, collectResumeText(document), { today: input.today }),
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
    keywords: reportKeywords(terms.terms, input.profile as ProfileData, collectCoverLetterText(document), { today: input.today }),
    removed,
  };
}
