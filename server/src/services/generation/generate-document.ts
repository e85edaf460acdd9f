/**
 * Tailors a resume or writes a cover letter from the user's stored profile (SPEC point 7).
 * The profile is read from the database, not taken from the request, so a document can only
 * contain facts the user saved; the engine's fabrication guard checks the same facts again.
 */
import type { CoverLetterResponse, GenerationRequest, GenerationType, ResumeResponse } from '@hireready/contract';
import type { Db } from '../../db/client';
import type { AiEngine, EngineResult, TailorInput } from '../../providers/ai/engine';
import { getProfileFacts } from '../profiles/profiles';
import { refundGeneration, spendGenerationCredit } from '../usage/generation-quota';

type GenerateOptions = { db: Db; ai: AiEngine; userId: string; request: GenerationRequest; now: Date };

export async function generateResume(opts: GenerateOptions): Promise<ResumeResponse> {
  const result = await generate(opts, 'resume', (input) => opts.ai.tailorResume(input));
  return { ...result.document, meta: metaOf(result) };
}

export async function generateCoverLetter(opts: GenerateOptions): Promise<CoverLetterResponse> {
  const result = await generate(opts, 'cover_letter', (input) => opts.ai.writeCoverLetter(input));
  return { ...result.document, meta: metaOf(result) };
}

async function generate<T>(
  opts: GenerateOptions,
  type: GenerationType,
  run: (input: TailorInput) => Promise<EngineResult<T>>,
): Promise<EngineResult<T>> {
  const { db, userId, now } = opts;
  await spendGenerationCredit({ db, userId, type });
  try {
    const profile = await getProfileFacts({ db, userId });
    return await run({
      profile,
      job: { jobDescription: opts.request.jobDescription, company: opts.request.company, jobTitle: opts.request.jobTitle },
      today: now,
    });
  } catch (error) {
    // The failure is ours (or the model server's): the month's count goes back.
    await refundGeneration({ db, userId, type, now });
    throw error;
  }
}

function metaOf(result: EngineResult<unknown>) {
  return { engine: result.engine, model: result.model, keywords: result.keywords, removed: result.removed };
}
